package example.ledger;

/** A typed id over a long: stored as a Number outside keys. */
public record UserId(long value) {}
