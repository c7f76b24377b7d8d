package example.campus;

import java.util.Objects;
import javax.annotation.processing.Generated;

/** The key of one {@link Sponsorship}: what index {@code GSI2} holds for it. Fetch the whole edge with the repository's {@code fetch}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipRef {
    private final String personId;

    private final String clubId;

    public SponsorshipRef(String personId, String clubId) {
        this.personId = personId;
        this.clubId = clubId;
    }

    public String personId() {
        return personId;
    }

    public String clubId() {
        return clubId;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SponsorshipRef that
                        && Objects.equals(personId, that.personId)
                        && Objects.equals(clubId, that.clubId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(personId, clubId);
    }

    @Override
    public String toString() {
        return "SponsorshipRef[" + "personId=" + personId + ", clubId=" + clubId + "]";
    }
}
