package example.stats;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.time.LocalDate;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code stats} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StatsTransaction extends TableTransaction<StatsTransaction> {
    private final StatsTable db;

    /** Used by {@link StatsTable#transaction()}. */
    public StatsTransaction(StatsTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link StatsTable#transaction(String)}. */
    public StatsTransaction(StatsTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link ProductRepository#create(Product)} as an action of this transaction. */
    public StatsTransaction create(Product product) {
        return addCreate(this.db.products().createRequest(product), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#put(Product)} as an action of this transaction. */
    public StatsTransaction put(Product product) {
        return addPut(this.db.products().putRequest(product), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#update(Product)} as an action of this transaction: replaces the stored item only if it exists. */
    public StatsTransaction replace(Product product) {
        return addReplace(product, ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#create(Product, Function)} as an action of this transaction. */
    public StatsTransaction create(Product product,
            Function<ProductRepository.Conditions, Condition> when) {
        return addCreate(this.db.products().createRequest(product, when), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#put(Product, Function)} as an action of this transaction. */
    public StatsTransaction put(Product product,
            Function<ProductRepository.Conditions, Condition> when) {
        return addPut(this.db.products().putRequest(product, when), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#update(Product, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public StatsTransaction replace(Product product,
            Function<ProductRepository.Conditions, Condition> when) {
        return addReplace(this.db.products().updateRequest(product, when), ProductRepository.Codec.INSTANCE);
    }

    /** {@link DayCountRepository#create(DayCount)} as an action of this transaction. */
    public StatsTransaction create(DayCount dayCount) {
        return addCreate(this.db.dayCounts().createRequest(dayCount), DayCountRepository.Codec.INSTANCE);
    }

    /** {@link DayCountRepository#put(DayCount)} as an action of this transaction. */
    public StatsTransaction put(DayCount dayCount) {
        return addPut(this.db.dayCounts().putRequest(dayCount), DayCountRepository.Codec.INSTANCE);
    }

    /** {@link DayCountRepository#update(DayCount)} as an action of this transaction: replaces the stored item only if it exists. */
    public StatsTransaction replace(DayCount dayCount) {
        return addReplace(dayCount, DayCountRepository.Codec.INSTANCE);
    }

    /** {@link DayCountRepository#create(DayCount, Function)} as an action of this transaction. */
    public StatsTransaction create(DayCount dayCount,
            Function<DayCountRepository.Conditions, Condition> when) {
        return addCreate(this.db.dayCounts().createRequest(dayCount, when), DayCountRepository.Codec.INSTANCE);
    }

    /** {@link DayCountRepository#put(DayCount, Function)} as an action of this transaction. */
    public StatsTransaction put(DayCount dayCount,
            Function<DayCountRepository.Conditions, Condition> when) {
        return addPut(this.db.dayCounts().putRequest(dayCount, when), DayCountRepository.Codec.INSTANCE);
    }

    /** {@link DayCountRepository#update(DayCount, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public StatsTransaction replace(DayCount dayCount,
            Function<DayCountRepository.Conditions, Condition> when) {
        return addReplace(this.db.dayCounts().updateRequest(dayCount, when), DayCountRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Product} as an action: {@code changes} sets components (and {@code when}) as on {@link ProductRepository#update}; only if the item exists. */
    public StatsTransaction updateProduct(String productId,
            Consumer<ProductRepository.Update> changes) {
        var update = newUpdate(ProductRepository.Codec.primaryKey(productId), ProductRepository.Codec.INSTANCE);
        changes.accept(new ProductRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link ProductRepository#delete} of this key as an action: deletes the item if there is one. */
    public StatsTransaction deleteProduct(String productId) {
        return addDelete(this.db.products().deleteRequest(productId), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public StatsTransaction deleteProduct(String productId,
            Function<ProductRepository.Conditions, Condition> when) {
        return addDelete(this.db.products().deleteRequest(productId, when), ProductRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Product} at this key meets {@code when}; it writes nothing. */
    public StatsTransaction checkProduct(String productId,
            Function<ProductRepository.Conditions, Condition> when) {
        return addCheck(ProductRepository.Codec.primaryKey(productId), ProductRepository.Conditions.of(when), ProductRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link DayCount} as an action: {@code changes} sets components (and {@code when}) as on {@link DayCountRepository#update}; only if the item exists. */
    public StatsTransaction updateDayCount(String productId, LocalDate day,
            Consumer<DayCountRepository.Update> changes) {
        var update = newUpdate(DayCountRepository.Codec.primaryKey(productId, day), DayCountRepository.Codec.INSTANCE);
        changes.accept(new DayCountRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link DayCountRepository#delete} of this key as an action: deletes the item if there is one. */
    public StatsTransaction deleteDayCount(String productId, LocalDate day) {
        return addDelete(this.db.dayCounts().deleteRequest(productId, day), DayCountRepository.Codec.INSTANCE);
    }

    /** {@link DayCountRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public StatsTransaction deleteDayCount(String productId, LocalDate day,
            Function<DayCountRepository.Conditions, Condition> when) {
        return addDelete(this.db.dayCounts().deleteRequest(productId, day, when), DayCountRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link DayCount} at this key meets {@code when}; it writes nothing. */
    public StatsTransaction checkDayCount(String productId, LocalDate day,
            Function<DayCountRepository.Conditions, Condition> when) {
        return addCheck(DayCountRepository.Codec.primaryKey(productId, day), DayCountRepository.Conditions.of(when), DayCountRepository.Codec.INSTANCE);
    }
}
