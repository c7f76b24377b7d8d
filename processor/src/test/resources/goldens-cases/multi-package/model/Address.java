package example.app.shared;

/** A nested record in a package of its own, stored by entities of two other packages. */
public record Address(String street, String city) {}
