package example.tracker;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Ticket} records to items of table {@code tracker} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TicketCodec implements ItemCodec<Ticket> {
    public static final TicketCodec INSTANCE = new TicketCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Ticket";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private TicketCodec() {
    }

    @Override
    public Class<Ticket> type() {
        return Ticket.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Ticket ticket) {
        Map<String, AttributeValue> item = new HashMap<>(15);
        AttributeValue partitionKey = AttributeValue.createS(TicketKeys.partitionKey(ticket.boardId()));
        AttributeValue sortKey = AttributeValue.createS(TicketKeys.sortKey(ticket.ticketId()));
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.putAll(TicketKeys.inBoardByDueAtIndexKey(partitionKey.s(), sortKey.s(), ticket.dueAt()));
        item.putAll(TicketKeys.byAssigneeIndexKey(partitionKey.s(), sortKey.s(), ticket.assignee(), ticket.dueAt()));
        item.putAll(TicketKeys.byStageIndexKey(partitionKey.s(), sortKey.s(), ticket.stage(), ticket.dueAt()));
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "boardId", ticket.boardId());
        Items.putString(item, "ticketId", ticket.ticketId());
        Items.putString(item, "title", ticket.title());
        Items.putString(item, "assignee", ticket.assignee());
        Items.putEnum(item, "stage", ticket.stage());
        Items.putInstant(item, "dueAt", ticket.dueAt());
        return item;
    }

    @Override
    public Ticket fromItem(Map<String, AttributeValue> item) {
        return new Ticket(
                Items.getString(item, "boardId"),
                Items.getString(item, "ticketId"),
                Items.getString(item, "title"),
                Items.getString(item, "assignee"),
                Items.getEnum(item, "stage", Stage.class),
                Items.getInstant(item, "dueAt"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Ticket ticket) {
        return TicketKeys.primaryKey(ticket.boardId(), ticket.ticketId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Ticket> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Ticket> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "LSI1SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "boardId", "ticketId", "title", "assignee", "stage", "dueAt"));
    }
}
