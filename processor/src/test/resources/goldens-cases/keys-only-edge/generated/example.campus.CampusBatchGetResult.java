package example.campus;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link CampusBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusBatchGetResult extends ResultByType {
    CampusBatchGetResult(List<Person> persons, List<Club> clubs, List<Sponsorship> sponsorships) {
        super(RecordsByType.of(Person.class, persons)
                .and(Club.class, clubs)
                .and(Sponsorship.class, sponsorships));
    }

    public List<Person> persons() {
        return records(Person.class);
    }

    public List<Club> clubs() {
        return records(Club.class);
    }

    public List<Sponsorship> sponsorships() {
        return records(Sponsorship.class);
    }
}
