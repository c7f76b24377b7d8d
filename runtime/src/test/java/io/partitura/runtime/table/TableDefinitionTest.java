package io.partitura.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.table.Notes.Note;
import io.partitura.runtime.table.Notes.Vault;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** The table definition on its own: the CreateTable it builds, and the entities it knows. */
class TableDefinitionTest {
  @Test
  void createTableRequestIsTheHandBuiltOneWithIndexesProjectionsAndProvisionedThroughput() {
    TableDefinition definition = TableDefinition.builder("notes", "PK", "SK", "_type")
        // Out of name order: the request lists them by name.
        .globalIndex("GSI1", "GSI1PK", "SK", ProjectionType.KEYS_ONLY)
        .localIndex("LSI1", "LSI1SK")
        .globalIndex("ByAuthor", "AuthorPK", "AuthorSK", ProjectionType.INCLUDE, "_type", "title")
        .provisioned(5, 7)
        .build();

    ProvisionedThroughput throughput =
        ProvisionedThroughput.builder().readCapacityUnits(5L).writeCapacityUnits(7L).build();
    CreateTableRequest expected = CreateTableRequest.builder()
        .tableName("notes-test")
        .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
        // The table's keys, then each index's by index name; SK once although GSI1 uses it too.
        .attributeDefinitions(string("PK"), string("SK"), string("AuthorPK"), string("AuthorSK"), string("GSI1PK"),
            string("LSI1SK"))
        .localSecondaryIndexes(LocalSecondaryIndex.builder()
            .indexName("LSI1")
            .keySchema(key("PK", KeyType.HASH), key("LSI1SK", KeyType.RANGE))
            .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
            .build())
        .globalSecondaryIndexes(
            GlobalSecondaryIndex.builder()
                .indexName("ByAuthor")
                .keySchema(key("AuthorPK", KeyType.HASH), key("AuthorSK", KeyType.RANGE))
                .projection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                    .nonKeyAttributes("_type", "title").build())
                .provisionedThroughput(throughput)
                .build(),
            GlobalSecondaryIndex.builder()
                .indexName("GSI1")
                .keySchema(key("GSI1PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build())
                .provisionedThroughput(throughput)
                .build())
        .billingMode(BillingMode.PROVISIONED)
        .provisionedThroughput(throughput)
        .build();

    assertEquals(expected, definition.createTableRequest("notes-test"));
  }

  @Test
  void aTableWithoutIndexesIsCreatedOnDemandWithNoIndexListsAtAll() {
    TableDefinition definition = TableDefinition.builder("notes", "PK", "SK", "_type").build();

    CreateTableRequest request = definition.createTableRequest("notes");

    assertEquals(CreateTableRequest.builder()
        .tableName("notes")
        .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
        .attributeDefinitions(string("PK"), string("SK"))
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .build(), request);
    // DynamoDB refuses an empty index list: none must be sent.
    assertFalse(request.hasGlobalSecondaryIndexes());
    assertFalse(request.hasLocalSecondaryIndexes());
  }

  @Test
  void entitiesAreFoundByRecordClassAndAnUnknownClassIsNot() {
    TableDefinition definition = Notes.definition("notes");

    assertSame(Notes.NOTES, definition.entity(Note.class).codec());
    assertEquals("version", definition.entity(Vault.class).versionAttribute());
    assertTrue(definition.entity(Vault.class).isVersioned());
    assertNull(definition.entity(String.class));
    assertNull(definition.entity(null));
  }

  @Test
  void anEntityDeclaredTwiceIsRefused() {
    TableDefinition.Builder builder = TableDefinition.builder("notes", "PK", "SK", "_type")
        .entity(TableDefinition.entity(Notes.NOTES, "notes", "note", "NOTE", 1))
        .entity(TableDefinition.entity(Notes.NOTES, "notes", "note", "NOTE", 1));

    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, builder::build);
    assertTrue(refused.getMessage().contains("declared twice"), refused.getMessage());
  }

  @Test
  void indexesAreFoundByNameWithTheirKeyAttributes() {
    TableDefinition definition = TableDefinition.builder("notes", "PK", "SK", "_type")
        .localIndex("LSI1", "LSI1SK")
        .globalIndex("GSI1", "GSI1PK", "GSI1SK", ProjectionType.ALL)
        .build();

    assertEquals(List.of("GSI1PK", "GSI1SK"), definition.index("GSI1").keyAttributes());
    assertEquals(List.of("LSI1SK"), definition.index("LSI1").keyAttributes());
    assertEquals("PK", definition.index("LSI1").partitionKey());
    assertNull(definition.index("GSI2"));
  }

  @Test
  void aVersionedEntityOwnsItsVersionAttributeAndLargestVersion() {
    TableDefinition.Entity tallies = TableDefinition.entity(Notes.VAULTS, "vaults", "vault", "VAULT", 1)
        .versioned("rev", Integer.MAX_VALUE).withUnique();
    TableDefinition.Entity notes = TableDefinition.entity(Notes.NOTES, "notes", "note", "NOTE", 1);

    assertEquals("rev", tallies.versionAttribute());
    assertEquals(Integer.MAX_VALUE, tallies.maxVersion());
    assertTrue(tallies.isVersioned());
    assertNull(notes.versionAttribute());
    assertEquals(0, notes.maxVersion());
    IllegalArgumentException noMaximum = assertThrows(IllegalArgumentException.class, () -> notes.versioned("rev", 0));
    assertEquals("maxVersion must be at least 1 for a versioned entity and 0 otherwise: 0", noMaximum.getMessage());
  }

  private static KeySchemaElement key(String attribute, KeyType type) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(type).build();
  }

  private static AttributeDefinition string(String attribute) {
    return AttributeDefinition.builder().attributeName(attribute).attributeType(ScalarAttributeType.S).build();
  }
}
