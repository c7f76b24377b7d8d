package example.campus;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Person} and its sponsorships, read from its item collection in one Query. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonWithSponsorships extends ParentWithChildren<Person> {
    public PersonWithSponsorships(Person person, List<Sponsorship> sponsorships) {
        super(person, RecordsByType.of(Sponsorship.class, sponsorships));
    }

    public Person person() {
        return parent;
    }

    /** The sponsorships, in ascending sort-key order. */
    public List<Sponsorship> sponsorships() {
        return records(Sponsorship.class);
    }
}
