package example.campus;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Person} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonWithChildren {
    private final Person person;

    private final List<Sponsorship> sponsorships;

    PersonWithChildren(Person person, List<Sponsorship> sponsorships) {
        this.person = Objects.requireNonNull(person, "person");
        this.sponsorships = List.copyOf(sponsorships);
    }

    public Person person() {
        return person;
    }

    /**
     * The sponsorships, in ascending sort-key order.
     */
    public List<Sponsorship> sponsorships() {
        return sponsorships;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PersonWithChildren that
                        && Objects.equals(person, that.person)
                        && Objects.equals(sponsorships, that.sponsorships);
    }

    @Override
    public int hashCode() {
        return Objects.hash(person, sponsorships);
    }

    @Override
    public String toString() {
        return "PersonWithChildren[" + "person=" + person + ", sponsorships=" + sponsorships + "]";
    }
}
