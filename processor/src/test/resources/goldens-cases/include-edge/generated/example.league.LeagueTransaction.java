package example.league;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code league} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LeagueTransaction extends TableTransaction<LeagueTransaction> {
    private final LeagueTable db;

    /** Used by {@link LeagueTable#transaction()}. */
    public LeagueTransaction(LeagueTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link LeagueTable#transaction(String)}. */
    public LeagueTransaction(LeagueTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link PlayerRepository#create(Player)} as an action of this transaction. */
    public LeagueTransaction create(Player player) {
        return addCreate(this.db.players().createRequest(player), PlayerRepository.Codec.INSTANCE);
    }

    /** {@link PlayerRepository#put(Player)} as an action of this transaction. */
    public LeagueTransaction put(Player player) {
        return addPut(this.db.players().putRequest(player), PlayerRepository.Codec.INSTANCE);
    }

    /** {@link PlayerRepository#update(Player)} as an action of this transaction: replaces the stored item only if it exists. */
    public LeagueTransaction replace(Player player) {
        return addReplace(player, PlayerRepository.Codec.INSTANCE);
    }

    /** {@link PlayerRepository#create(Player, Function)} as an action of this transaction. */
    public LeagueTransaction create(Player player,
            Function<PlayerRepository.Conditions, Condition> when) {
        return addCreate(this.db.players().createRequest(player, when), PlayerRepository.Codec.INSTANCE);
    }

    /** {@link PlayerRepository#put(Player, Function)} as an action of this transaction. */
    public LeagueTransaction put(Player player,
            Function<PlayerRepository.Conditions, Condition> when) {
        return addPut(this.db.players().putRequest(player, when), PlayerRepository.Codec.INSTANCE);
    }

    /** {@link PlayerRepository#update(Player, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public LeagueTransaction replace(Player player,
            Function<PlayerRepository.Conditions, Condition> when) {
        return addReplace(this.db.players().updateRequest(player, when), PlayerRepository.Codec.INSTANCE);
    }

    /** {@link TeamRepository#create(Team)} as an action of this transaction. */
    public LeagueTransaction create(Team team) {
        return addCreate(this.db.teams().createRequest(team), TeamRepository.Codec.INSTANCE);
    }

    /** {@link TeamRepository#put(Team)} as an action of this transaction. */
    public LeagueTransaction put(Team team) {
        return addPut(this.db.teams().putRequest(team), TeamRepository.Codec.INSTANCE);
    }

    /** {@link TeamRepository#update(Team)} as an action of this transaction: replaces the stored item only if it exists. */
    public LeagueTransaction replace(Team team) {
        return addReplace(team, TeamRepository.Codec.INSTANCE);
    }

    /** {@link TeamRepository#create(Team, Function)} as an action of this transaction. */
    public LeagueTransaction create(Team team,
            Function<TeamRepository.Conditions, Condition> when) {
        return addCreate(this.db.teams().createRequest(team, when), TeamRepository.Codec.INSTANCE);
    }

    /** {@link TeamRepository#put(Team, Function)} as an action of this transaction. */
    public LeagueTransaction put(Team team, Function<TeamRepository.Conditions, Condition> when) {
        return addPut(this.db.teams().putRequest(team, when), TeamRepository.Codec.INSTANCE);
    }

    /** {@link TeamRepository#update(Team, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public LeagueTransaction replace(Team team,
            Function<TeamRepository.Conditions, Condition> when) {
        return addReplace(this.db.teams().updateRequest(team, when), TeamRepository.Codec.INSTANCE);
    }

    /** {@link ContractRepository#create(Contract)} as an action of this transaction. */
    public LeagueTransaction create(Contract contract) {
        return addCreate(this.db.contracts().createRequest(contract), ContractRepository.Codec.INSTANCE);
    }

    /** {@link ContractRepository#put(Contract)} as an action of this transaction. */
    public LeagueTransaction put(Contract contract) {
        return addPut(this.db.contracts().putRequest(contract), ContractRepository.Codec.INSTANCE);
    }

    /** {@link ContractRepository#update(Contract)} as an action of this transaction: replaces the stored item only if it exists. */
    public LeagueTransaction replace(Contract contract) {
        return addReplace(contract, ContractRepository.Codec.INSTANCE);
    }

    /** {@link ContractRepository#create(Contract, Function)} as an action of this transaction. */
    public LeagueTransaction create(Contract contract,
            Function<ContractRepository.Conditions, Condition> when) {
        return addCreate(this.db.contracts().createRequest(contract, when), ContractRepository.Codec.INSTANCE);
    }

    /** {@link ContractRepository#put(Contract, Function)} as an action of this transaction. */
    public LeagueTransaction put(Contract contract,
            Function<ContractRepository.Conditions, Condition> when) {
        return addPut(this.db.contracts().putRequest(contract, when), ContractRepository.Codec.INSTANCE);
    }

    /** {@link ContractRepository#update(Contract, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public LeagueTransaction replace(Contract contract,
            Function<ContractRepository.Conditions, Condition> when) {
        return addReplace(this.db.contracts().updateRequest(contract, when), ContractRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Player} as an action: {@code changes} sets components (and {@code when}) as on {@link PlayerRepository#update}; only if the item exists. */
    public LeagueTransaction updatePlayer(String playerId,
            Consumer<PlayerRepository.Update> changes) {
        var update = newUpdate(PlayerRepository.Codec.primaryKey(playerId), PlayerRepository.Codec.INSTANCE);
        changes.accept(new PlayerRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link PlayerRepository#delete} of this key as an action: deletes the item if there is one. */
    public LeagueTransaction deletePlayer(String playerId) {
        return addDelete(this.db.players().deleteRequest(playerId), PlayerRepository.Codec.INSTANCE);
    }

    /** {@link PlayerRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public LeagueTransaction deletePlayer(String playerId,
            Function<PlayerRepository.Conditions, Condition> when) {
        return addDelete(this.db.players().deleteRequest(playerId, when), PlayerRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Player} at this key meets {@code when}; it writes nothing. */
    public LeagueTransaction checkPlayer(String playerId,
            Function<PlayerRepository.Conditions, Condition> when) {
        return addCheck(PlayerRepository.Codec.primaryKey(playerId), PlayerRepository.Conditions.of(when), PlayerRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Team} as an action: {@code changes} sets components (and {@code when}) as on {@link TeamRepository#update}; only if the item exists. */
    public LeagueTransaction updateTeam(String teamId, Consumer<TeamRepository.Update> changes) {
        var update = newUpdate(TeamRepository.Codec.primaryKey(teamId), TeamRepository.Codec.INSTANCE);
        changes.accept(new TeamRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link TeamRepository#delete} of this key as an action: deletes the item if there is one. */
    public LeagueTransaction deleteTeam(String teamId) {
        return addDelete(this.db.teams().deleteRequest(teamId), TeamRepository.Codec.INSTANCE);
    }

    /** {@link TeamRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public LeagueTransaction deleteTeam(String teamId,
            Function<TeamRepository.Conditions, Condition> when) {
        return addDelete(this.db.teams().deleteRequest(teamId, when), TeamRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Team} at this key meets {@code when}; it writes nothing. */
    public LeagueTransaction checkTeam(String teamId,
            Function<TeamRepository.Conditions, Condition> when) {
        return addCheck(TeamRepository.Codec.primaryKey(teamId), TeamRepository.Conditions.of(when), TeamRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Contract} as an action: {@code changes} sets components (and {@code when}) as on {@link ContractRepository#update}; only if the item exists. */
    public LeagueTransaction updateContract(String playerId, String teamId,
            Consumer<ContractRepository.Update> changes) {
        var update = newUpdate(ContractRepository.Codec.primaryKey(playerId, teamId), ContractRepository.Codec.INSTANCE);
        changes.accept(new ContractRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link ContractRepository#delete} of this key as an action: deletes the item if there is one. */
    public LeagueTransaction deleteContract(String playerId, String teamId) {
        return addDelete(this.db.contracts().deleteRequest(playerId, teamId), ContractRepository.Codec.INSTANCE);
    }

    /** {@link ContractRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public LeagueTransaction deleteContract(String playerId, String teamId,
            Function<ContractRepository.Conditions, Condition> when) {
        return addDelete(this.db.contracts().deleteRequest(playerId, teamId, when), ContractRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Contract} at this key meets {@code when}; it writes nothing. */
    public LeagueTransaction checkContract(String playerId, String teamId,
            Function<ContractRepository.Conditions, Condition> when) {
        return addCheck(ContractRepository.Codec.primaryKey(playerId, teamId), ContractRepository.Conditions.of(when), ContractRepository.Codec.INSTANCE);
    }
}
