package example.directory;

/** A nested record (stored as M) with another nested record inside it. */
public record Address(String street, String city, Integer floor, Geo geo) {}
