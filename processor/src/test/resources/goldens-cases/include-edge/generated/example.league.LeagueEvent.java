package example.league;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code league}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<LeagueEvent> EVENTS = LeagueEvent.decoder();
 *
 * for (LeagueEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface LeagueEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<LeagueEvent> decoder() {
        return new ChangeDecoder<LeagueEvent>(LeagueTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, LeagueEvent>>of(
                        ChangeDecoder.<Player, LeagueEvent>entity(PlayerRepository.Codec.INSTANCE, PlayerChange::new),
                        ChangeDecoder.<Team, LeagueEvent>entity(TeamRepository.Codec.INSTANCE, TeamChange::new),
                        ChangeDecoder.<Contract, LeagueEvent>entity(ContractRepository.Codec.INSTANCE, ContractChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Player}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record PlayerChange(Change<Player> change, ChangeRecord record) implements LeagueEvent {
    }

    /**
     * A change to an item of {@link Team}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record TeamChange(Change<Team> change, ChangeRecord record) implements LeagueEvent {
    }

    /**
     * A change to an item of {@link Contract}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record ContractChange(Change<Contract> change, ChangeRecord record) implements LeagueEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements LeagueEvent {
    }
}
