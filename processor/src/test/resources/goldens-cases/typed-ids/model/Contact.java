package example.ledger;

/** A nested record (two components, so no typed id) holding a typed id. */
public record Contact(String email, UserId user) {}
