package example.campus;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Person} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonWithChildren extends ParentWithChildren<Person> {
    PersonWithChildren(Person person, List<Sponsorship> sponsorships) {
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
