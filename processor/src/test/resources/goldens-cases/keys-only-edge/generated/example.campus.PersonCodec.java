package example.campus;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Person} records to items of table {@code campus} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonCodec implements ItemCodec<Person> {
    public static final PersonCodec INSTANCE = new PersonCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Person";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private PersonCodec() {
    }

    @Override
    public Class<Person> type() {
        return Person.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Person person) {
        Map<String, AttributeValue> item = new HashMap<>(10);
        AttributeValue partitionKey = AttributeValue.createS(PersonKeys.partitionKey(person.personId()));
        AttributeValue sortKey = AttributeValue.createS(PersonKeys.SORT_KEY);
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "personId", person.personId());
        Items.putString(item, "name", person.name());
        return item;
    }

    @Override
    public Person fromItem(Map<String, AttributeValue> item) {
        return new Person(
                Items.getString(item, "personId"),
                Items.getString(item, "name"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Person person) {
        return PersonKeys.primaryKey(person.personId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Person> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Person> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "personId", "name"));
    }
}
