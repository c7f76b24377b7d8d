package example.tracker;

public enum Stage { OPEN, IN_PROGRESS, DONE }
