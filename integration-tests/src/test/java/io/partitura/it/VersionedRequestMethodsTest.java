package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.locking.LockingTable;
import io.partitura.it.locking.Vault;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Issue 21, item 14: a versioned entity's request and describe methods return the request its call sends,
 * version condition included, compared with what the call sends on moto (recorded by an interceptor).
 */
class VersionedRequestMethodsTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(LockingTable::createTableRequest);

  private static final List<SdkRequest> SENT = new ArrayList<>();
  private static LockingTable db;
  private static DynamoDbClient client;

  @BeforeAll
  static void connect(TestTable created) {
    ExecutionInterceptor recorder = new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        SENT.add(context.request());
      }
    };
    client = created.server().newClient(AwsRetryStrategy.doNotRetry(), new RequestCounter(), recorder);
    db = LockingTable.builder().client(client).tableName(created.name()).build();
  }

  @AfterAll
  static void close() {
    client.close();
  }

  private static List<SdkRequest> recorded(Runnable call) {
    SENT.clear();
    call.run();
    return List.copyOf(SENT);
  }

  @Test
  void putUpdateAndDeleteRequestsCarryTheVersionConditionAndAreWhatIsSent() {
    Vault first = db.vaults().create(new Vault("rv1", "Ann", 10, 0));
    assertEquals(1, first.version());

    PutItemRequest put = db.vaults().putRequest(first);
    assertTrue(put.conditionExpression().contains(" = "), put.conditionExpression());
    assertEquals(List.of(put), recorded(() -> db.vaults().put(first)));

    PutItemRequest conditioned = db.vaults().putRequest(new Vault("rv1", "Ann", 11, 2), v -> v.balance().is(10L));
    assertEquals(List.of(conditioned),
        recorded(() -> db.vaults().put(new Vault("rv1", "Ann", 11, 2), v -> v.balance().is(10L))));

    UpdateItemRequest update = db.vaults().update("rv1").balanceAdd(5).expectVersion(3).toRequest();
    RequestDescription described = db.vaults().update("rv1").balanceAdd(5).expectVersion(3).describe();
    assertTrue(described.field("ConditionExpression").contains("= :"), described.toString());
    assertEquals(List.of(update),
        recorded(() -> db.vaults().update("rv1").balanceAdd(5).expectVersion(3).apply()));
    assertEquals(RequestDescription.of(update).toString(), described.toString());

    DeleteItemRequest delete = db.vaults().deleteRequest("rv1", 4);
    assertTrue(delete.conditionExpression().contains("= :"), delete.conditionExpression());
    assertEquals(List.of(delete), recorded(() -> assertTrue(db.vaults().delete("rv1", 4))));
  }
}
