package example.members;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/**
 * Writes to table {@code members} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 *
 * <p>An entity with {@code @Unique} components offers only {@code create} (which carries the uniqueness items of its values) and {@code check}: a put, replace, update or delete must read the stored values first to move their uniqueness items, which its repository does.
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

    /**
     * {@link MemberRepository#create(Member, Function)} as an action of this transaction.
     * With it, the Put of a uniqueness item per non-null {@code @Unique} value, as the create alone sends.
     */
    public MembersTransaction create(Member member,
            Function<MemberRepository.Conditions, Condition> when) {
        MemberRepository.UNIQUE_VALUES.requireKeyable(operation(), member);
        return addUniqueCreate(member, MemberRepository.Conditions.of(when), MemberRepository.Codec.INSTANCE, MemberRepository.UNIQUE_VALUES);
    }

    /**
     * {@link LoginRepository#create(Login)} as an action of this transaction.
     * With it, the Put of a uniqueness item per non-null {@code @Unique} value, as the create alone sends.
     */
    public MembersTransaction create(Login login) {
        LoginRepository.UNIQUE_VALUES.requireKeyable(operation(), login);
        return addUniqueCreate(login, null, LoginRepository.Codec.INSTANCE, LoginRepository.UNIQUE_VALUES);
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

    /** A ConditionCheck: the transaction goes through only if the {@link Member} at this key meets {@code when}; it writes nothing. */
    public MembersTransaction checkMember(String memberId,
            Function<MemberRepository.Conditions, Condition> when) {
        return addCheck(MemberRepository.Keys.primaryKey(memberId), MemberRepository.Conditions.of(when), MemberRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Login} at this key meets {@code when}; it writes nothing. */
    public MembersTransaction checkLogin(String loginId,
            Function<LoginRepository.Conditions, Condition> when) {
        return addCheck(LoginRepository.Keys.primaryKey(loginId), LoginRepository.Conditions.of(when), LoginRepository.Codec.INSTANCE);
    }
}
