package example.tracker;

import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys to read from table {@code tracker} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TrackerBatchGet {
    private final TableClient table;

    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private RetryPolicy retryPolicy = RetryPolicy.defaults();

    private boolean consistentRead;

    public TrackerBatchGet(TableClient table) {
        this.table = table;
    }

    /**
     * Adds the key of one {@link Board}.
     */
    public TrackerBatchGet board(String boardId) {
        this.keys.add(BoardKeys.primaryKey(boardId));
        return this;
    }

    /**
     * Adds the key of one {@link Ticket}.
     */
    public TrackerBatchGet ticket(String boardId, String ticketId) {
        this.keys.add(TicketKeys.primaryKey(boardId, ticketId));
        return this;
    }

    public TrackerBatchGet retryPolicy(RetryPolicy retryPolicy) {
        this.retryPolicy = retryPolicy;
        return this;
    }

    /**
     * Strongly consistent reads (twice the read capacity).
     */
    public TrackerBatchGet consistentRead() {
        this.consistentRead = true;
        return this;
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public TrackerBatchGetResult execute() {
        List<Map<String, AttributeValue>> found = BatchGetter.get(table, "batchGet", keys, key -> key, retryPolicy, consistentRead).items();
        List<Board> boards = new ArrayList<>();
        List<Ticket> tickets = new ArrayList<>();
        for (Map<String, AttributeValue> item : found) {
            String type = Items.getString(item, table.typeAttributeName());
            if (BoardCodec.ENTITY_TYPE.equals(type)) {
                boards.add(table.decode("batchGet", BoardCodec.INSTANCE, item));
            } else if (TicketCodec.ENTITY_TYPE.equals(type)) {
                tickets.add(table.decode("batchGet", TicketCodec.INSTANCE, item));
            }
        }
        return new TrackerBatchGetResult(boards, tickets);
    }
}
