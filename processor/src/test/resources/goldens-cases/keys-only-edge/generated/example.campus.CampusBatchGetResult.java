package example.campus;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link CampusBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusBatchGetResult {
    private final List<Person> persons;

    private final List<Club> clubs;

    private final List<Sponsorship> sponsorships;

    CampusBatchGetResult(List<Person> persons, List<Club> clubs, List<Sponsorship> sponsorships) {
        this.persons = List.copyOf(persons);
        this.clubs = List.copyOf(clubs);
        this.sponsorships = List.copyOf(sponsorships);
    }

    public List<Person> persons() {
        return persons;
    }

    public List<Club> clubs() {
        return clubs;
    }

    public List<Sponsorship> sponsorships() {
        return sponsorships;
    }

    @Override
    public String toString() {
        return "CampusBatchGetResult[" + "persons=" + persons + ", clubs=" + clubs + ", sponsorships=" + sponsorships + "]";
    }
}
