package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/** CreateTable, DescribeTable (and the mismatch it reads), DeleteTable and UpdateTimeToLive. */
class TableAdministrationOperationsTest {
  private static final CreateTableRequest WANTED = CreateTableRequest.builder()
      .tableName("notes")
      .keySchema(hash("PK"), range("SK"))
      .globalSecondaryIndexes(index -> index.indexName("GSI1").keySchema(hash("GSI1PK"), range("GSI1SK")))
      .build();

  @Test
  void aCreateReadsWhetherItCreatedTheTable() {
    assertEquals(true, CreateTableOperation.of(WANTED).result(CreateTableResponse.builder().build(), TABLE));
    assertEquals(false, CreateTableOperation.unlessExists(WANTED).result(null, TABLE));
    assertSame(WANTED, CreateTableOperation.of(WANTED).request());
  }

  @Test
  void onlyACreateUnlessTheTableExistsTakesAnExistingTableAsNoFailure() {
    DynamoDbClient exists = new DynamoDbClient() {
      @Override
      public CreateTableResponse createTable(CreateTableRequest request) {
        throw ResourceInUseException.builder().message("Table already exists: notes").build();
      }

      @Override
      public String serviceName() {
        return "dynamodb";
      }

      @Override
      public void close() {}
    };

    assertNull(CreateTableOperation.unlessExists(WANTED).call(exists));
    assertThrows(ResourceInUseException.class, () -> CreateTableOperation.of(WANTED).call(exists));
  }

  @Test
  void aDescriptionIsComparedWithTheTableWanted() {
    TableDescription same = TableDescription.builder().tableName("notes").tableStatus(TableStatus.ACTIVE)
        .keySchema(hash("PK"), range("SK"))
        .globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("GSI1")
            .keySchema(hash("GSI1PK"), range("GSI1SK")).build())
        .build();
    assertSame(same, DescribeTableOperation.untilActive("notes").result(
        DescribeTableResponse.builder().table(same).build(), TABLE));
    assertNull(DescribeTableOperation.mismatch(WANTED, same));

    TableDescription otherKey = same.toBuilder().keySchema(hash("id")).build();
    assertEquals("its key is (id HASH), the schema's is (PK HASH, SK RANGE)",
        DescribeTableOperation.mismatch(WANTED, otherKey));

    TableDescription noIndex = same.toBuilder().globalSecondaryIndexes(List.of()).build();
    assertEquals("it has no index GSI1 (it has [])", DescribeTableOperation.mismatch(WANTED, noIndex));
    assertEquals("notes", DescribeTableOperation.untilGone("notes").request().tableName());
    assertNull(DescribeTableOperation.untilGone("notes").result(null, TABLE));
  }

  @Test
  void buildsTheDeleteAndTheTimeToLiveOfATable() {
    assertEquals("notes", DeleteTableOperation.of("notes").request().tableName());

    UpdateTimeToLiveRequest expiry = UpdateTimeToLiveOperation.enableRequest("notes", "expiresAt");
    assertEquals("expiresAt", expiry.timeToLiveSpecification().attributeName());
    assertEquals(true, expiry.timeToLiveSpecification().enabled());
    assertEquals("UpdateTimeToLive", UpdateTimeToLiveOperation.of(expiry).kind());
  }

  private static KeySchemaElement hash(String attribute) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(KeyType.HASH).build();
  }

  private static KeySchemaElement range(String attribute) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(KeyType.RANGE).build();
  }
}
