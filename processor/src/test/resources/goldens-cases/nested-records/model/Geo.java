package example.directory;

/** A record nested two levels deep: Office → Address → Geo. */
public record Geo(double latitude, double longitude) {}
