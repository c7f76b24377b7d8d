package example.controlplane;

public enum Status { ACTIVE, PAUSED, ARCHIVED }
