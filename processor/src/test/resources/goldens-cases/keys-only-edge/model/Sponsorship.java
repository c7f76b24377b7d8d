package example.campus;

import io.partitura.annotations.ManyToMany;
import io.partitura.annotations.ManyToMany.Projection;

/** A keys-only index: listing from the club returns references, fetched whole in a batch. */
@ManyToMany(from = Person.class, to = Club.class, prefix = "SPONSOR", index = "GSI2", projection = Projection.KEYS_ONLY)
public record Sponsorship(String personId, String clubId, long amountCents) {}
