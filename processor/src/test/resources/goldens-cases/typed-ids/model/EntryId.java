package example.ledger;

/** A typed id over a String that sorts entries: its listings also take {@code KeyRange.startingWith}. */
public record EntryId(String value) {}
