package example.members;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/**
 * Writes to table {@code members} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 *
 * <p>An entity with {@code @Unique} components keeps its values unique here too: {@code create} carries the Put of a uniqueness item per value; an update that sets no unique component is its UpdateItem alone; a put, replace, delete or an update that sets one reads the stored item first (one consistent GetItem, sent when the action is added), then adds its write, only if the unique values read are still stored when the transaction runs, with the Delete of each old value's uniqueness item and the Put of each new one. {@code describe()} shows those reads and every action.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class MembersTransaction extends TableTransaction<MembersTransaction> {
    private final MembersTable db;

    /** Used by {@link MembersTable#transaction()}. */
    public MembersTransaction(MembersTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link MembersTable#transaction(String)}. */
    public MembersTransaction(MembersTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /**
     * {@link MemberRepository#create(Member)} as an action of this transaction.
     * With it, the Put of a uniqueness item per non-null {@code @Unique} value, as the create alone sends.
     */
    public MembersTransaction create(Member member) {
        MemberRepository.UNIQUE_VALUES.requireKeyable(operation(), member);
        return addUniqueCreate(member, null, MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /** {@link MemberRepository#put(Member)} as an action of this transaction: one consistent GetItem now, to learn the unique values stored, then the Put, only if they are still stored when the transaction runs, with the Delete of each old value's uniqueness item and the Put of each new one; {@code describe()} shows the read and every action. */
    public MembersTransaction put(Member member) {
        return addUniquePut(member, null, MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /**
     * {@link MemberRepository#update(Member)} as an action of this transaction: as {@code put}, only if the item exists.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when the read finds none; nothing joined the transaction
     */
    public MembersTransaction replace(Member member) {
        return addUniqueReplace(member, null, MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /**
     * {@link MemberRepository#create(Member, Function)} as an action of this transaction.
     * With it, the Put of a uniqueness item per non-null {@code @Unique} value, as the create alone sends.
     */
    public MembersTransaction create(Member member,
            Function<MemberRepository.Conditions, Condition> when) {
        MemberRepository.UNIQUE_VALUES.requireKeyable(operation(), member);
        return addUniqueCreate(member, MemberRepository.Conditions.of(when), MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /** {@link MemberRepository#put(Member, Function)} as an action of this transaction: one consistent GetItem now, to learn the unique values stored, then the Put, only if they are still stored when the transaction runs, with the Delete of each old value's uniqueness item and the Put of each new one; {@code describe()} shows the read and every action. */
    public MembersTransaction put(Member member,
            Function<MemberRepository.Conditions, Condition> when) {
        return addUniquePut(member, MemberRepository.Conditions.of(when), MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /**
     * {@link MemberRepository#update(Member, Function)} as an action of this transaction: as {@code put}, only if the item exists.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when the read finds none; nothing joined the transaction
     */
    public MembersTransaction replace(Member member,
            Function<MemberRepository.Conditions, Condition> when) {
        return addUniqueReplace(member, MemberRepository.Conditions.of(when), MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /**
     * {@link LoginRepository#create(Login)} as an action of this transaction.
     * With it, the Put of a uniqueness item per non-null {@code @Unique} value, as the create alone sends.
     */
    public MembersTransaction create(Login login) {
        LoginRepository.UNIQUE_VALUES.requireKeyable(operation(), login);
        return addUniqueCreate(login, null, LoginRepository.Codec.INSTANCE, LoginRepository.UNIQUE_VALUES);
    }

    /** {@link LoginRepository#put(Login)} as an action of this transaction, at the record's next version, only over the version it was read at: one consistent GetItem now, to learn the unique values stored, then the Put, only if they are still stored when the transaction runs, with the Delete of each old value's uniqueness item and the Put of each new one; {@code describe()} shows the read and every action. */
    public MembersTransaction put(Login login) {
        return addUniquePut(login, null, LoginRepository.Codec.INSTANCE, LoginRepository.UNIQUE_VALUES);
    }

    /**
     * {@link LoginRepository#create(Login, Function)} as an action of this transaction.
     * With it, the Put of a uniqueness item per non-null {@code @Unique} value, as the create alone sends.
     */
    public MembersTransaction create(Login login,
            Function<LoginRepository.Conditions, Condition> when) {
        LoginRepository.UNIQUE_VALUES.requireKeyable(operation(), login);
        return addUniqueCreate(login, LoginRepository.Conditions.of(when), LoginRepository.Codec.INSTANCE, LoginRepository.UNIQUE_VALUES);
    }

    /** {@link LoginRepository#put(Login, Function)} as an action of this transaction, at the record's next version, only over the version it was read at: one consistent GetItem now, to learn the unique values stored, then the Put, only if they are still stored when the transaction runs, with the Delete of each old value's uniqueness item and the Put of each new one; {@code describe()} shows the read and every action. */
    public MembersTransaction put(Login login,
            Function<LoginRepository.Conditions, Condition> when) {
        return addUniquePut(login, LoginRepository.Conditions.of(when), LoginRepository.Codec.INSTANCE, LoginRepository.UNIQUE_VALUES);
    }

    /**
     * A partial update of the stored {@link Member} as an action: {@code changes} sets components (and {@code when}) as on {@link MemberRepository#update}; only if the item exists.
     *
     * <p>One that sets no {@code @Unique} component is that UpdateItem alone. One that sets one sends one consistent GetItem now, to learn the values stored; the UpdateItem then requires them unchanged when the transaction runs, and the transaction also deletes each old value's uniqueness item and puts the new one. {@code describe()} shows the read and every action.
     */
    public MembersTransaction updateMember(String memberId,
            Consumer<MemberRepository.Update> changes) {
        var update = newUpdate(MemberRepository.Codec.primaryKey(memberId), MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
        changes.accept(new MemberRepository.Update(update));
        return addUniqueUpdate(update, MemberRepository.UNIQUE_VALUES);
    }

    /** {@link MemberRepository#delete} of this key as an action: one consistent GetItem now, to learn the unique values stored, then the Delete, only if they are still stored when the transaction runs, with the Delete of each of their uniqueness items. No item read: a ConditionCheck that there is still none. {@code describe()} shows the read and every action. */
    public MembersTransaction deleteMember(String memberId) {
        return addUniqueDelete(MemberRepository.Codec.primaryKey(memberId), null, MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /** {@link MemberRepository#delete} of this key as an action, only if the stored item meets {@code when}: one consistent GetItem now, to learn the unique values stored, then the Delete, only if they are still stored when the transaction runs, with the Delete of each of their uniqueness items. No item read: a ConditionCheck that there is still none. {@code describe()} shows the read and every action. */
    public MembersTransaction deleteMember(String memberId,
            Function<MemberRepository.Conditions, Condition> when) {
        return addUniqueDelete(MemberRepository.Codec.primaryKey(memberId), MemberRepository.Conditions.of(when), MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Member} at this key meets {@code when}; it writes nothing. */
    public MembersTransaction checkMember(String memberId,
            Function<MemberRepository.Conditions, Condition> when) {
        return addCheck(MemberRepository.Codec.primaryKey(memberId), MemberRepository.Conditions.of(when), MemberRepository.Codec.INSTANCE);
    }

    /**
     * A partial update of the stored {@link Login} as an action: {@code changes} sets components (and {@code when}) as on {@link LoginRepository#update}; only if the item exists.
     *
     * <p>One that sets no {@code @Unique} component is that UpdateItem alone. One that sets one sends one consistent GetItem now, to learn the values stored; the UpdateItem then requires them unchanged when the transaction runs, and the transaction also deletes each old value's uniqueness item and puts the new one. {@code describe()} shows the read and every action.
     */
    public MembersTransaction updateLogin(String loginId,
            Consumer<LoginRepository.Update> changes) {
        var update = newUpdate(LoginRepository.Codec.primaryKey(loginId), LoginRepository.Codec.INSTANCE, LoginRepository.UNIQUE_VALUES);
        changes.accept(new LoginRepository.Update(update));
        return addUniqueUpdate(update, LoginRepository.UNIQUE_VALUES);
    }

    /** {@link LoginRepository#delete} of this key as an action: one consistent GetItem now, to learn the unique values stored, then the Delete, only if they are still stored when the transaction runs, with the Delete of each of their uniqueness items. No item read: a ConditionCheck that there is still none. {@code describe()} shows the read and every action. */
    public MembersTransaction deleteLogin(String loginId) {
        return addUniqueDelete(LoginRepository.Codec.primaryKey(loginId), null, LoginRepository.Codec.INSTANCE, LoginRepository.UNIQUE_VALUES);
    }

    /** {@link LoginRepository#delete} of this key as an action, only if the stored item meets {@code when}: one consistent GetItem now, to learn the unique values stored, then the Delete, only if they are still stored when the transaction runs, with the Delete of each of their uniqueness items. No item read: a ConditionCheck that there is still none. {@code describe()} shows the read and every action. */
    public MembersTransaction deleteLogin(String loginId,
            Function<LoginRepository.Conditions, Condition> when) {
        return addUniqueDelete(LoginRepository.Codec.primaryKey(loginId), LoginRepository.Conditions.of(when), LoginRepository.Codec.INSTANCE, LoginRepository.UNIQUE_VALUES);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Login} at this key meets {@code when}; it writes nothing. */
    public MembersTransaction checkLogin(String loginId,
            Function<LoginRepository.Conditions, Condition> when) {
        return addCheck(LoginRepository.Codec.primaryKey(loginId), LoginRepository.Conditions.of(when), LoginRepository.Codec.INSTANCE);
    }
}
