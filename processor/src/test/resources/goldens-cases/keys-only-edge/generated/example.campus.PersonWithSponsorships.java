package example.campus;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Person} and its sponsorships, read from its item collection in one Query.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonWithSponsorships {
    private final Person person;

    private final List<Sponsorship> sponsorships;

    public PersonWithSponsorships(Person person, List<Sponsorship> sponsorships) {
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
        return other instanceof PersonWithSponsorships that
                        && Objects.equals(person, that.person)
                        && Objects.equals(sponsorships, that.sponsorships);
    }

    @Override
    public int hashCode() {
        return Objects.hash(person, sponsorships);
    }

    @Override
    public String toString() {
        return "PersonWithSponsorships[" + "person=" + person + ", sponsorships=" + sponsorships + "]";
    }
}
