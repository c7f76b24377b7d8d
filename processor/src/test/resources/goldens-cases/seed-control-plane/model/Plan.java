package example.controlplane;

public enum Plan { FREE, TEAM, ENTERPRISE }
