package example.ledger;

/** A typed id over a String: in keys, attributes, collections and a nested record alike, stored as its value. */
public record AccountId(String value) {}
