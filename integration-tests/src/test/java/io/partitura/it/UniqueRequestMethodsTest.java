package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.unique.Account;
import io.partitura.it.unique.Customer;
import io.partitura.it.unique.CustomerRepository;
import io.partitura.it.unique.UniqueShopTable;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.NoSingleRequestException;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Issue 21, item 14: every describe and request method of an entity with {@code @Unique} values returns what the
 * call really sends, compared with the requests recorded (an interceptor) when the call runs on moto, which serves
 * transactions; a request method that no single request can honour is refused with
 * {@link NoSingleRequestException} before anything is sent, so none returns a request that skips the uniqueness
 * check.
 */
class UniqueRequestMethodsTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(UniqueShopTable::createTableRequest);

  private static RequestCounter requests;
  private static SentRequests sent;
  private static UniqueShopTable db;
  private static DynamoDbClient client;

  /** Every request the client sends, as handed to the SDK. */
  static final class SentRequests implements ExecutionInterceptor {
    final List<SdkRequest> requests = new ArrayList<>();

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      requests.add(context.request());
    }
  }

  @BeforeAll
  static void connect(TestTable created) {
    requests = new RequestCounter();
    sent = new SentRequests();
    client = created.server().newClient(AwsRetryStrategy.doNotRetry(), requests, sent);
    db = UniqueShopTable.builder().client(client).tableName(created.name()).build();
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void reset() {
    requests.reset();
    sent.requests.clear();
  }

  /** The request methods refused, each before any request. */
  private static void assertRefused(String method, Executable call) {
    requests.reset();
    NoSingleRequestException refused = assertThrows(NoSingleRequestException.class, call, method);
    assertEquals(0, requests.total(), method + " sends nothing");
    assertTrue(refused.getMessage().contains("would skip the uniqueness check"), refused.getMessage());
    assertTrue(refused.getMessage().startsWith(method + ": "), refused.getMessage());
  }

  private static List<SdkRequest> recorded(Runnable call) {
    sent.requests.clear();
    requests.reset();
    call.run();
    return List.copyOf(sent.requests);
  }

  @Test
  void aCreateSendsOneTransactionThatTheTransactionsToRequestReturns() {
    Customer ann = new Customer("rc1", "Ann", "rc1@example.com", 101);
    assertRefused("customers.createRequest", () -> db.customers().createRequest(ann));
    assertRefused("customers.createRequest", () -> db.customers().createRequest(ann, c -> c.name().notExists()));
    TransactWriteItemsRequest promised = db.transaction().create(ann).toRequest();
    RequestDescription described = db.transaction().create(ann).describe();

    List<SdkRequest> sentByCreate = recorded(() -> db.customers().create(ann));

    assertEquals(List.of(promised), sentByCreate, "create sends exactly the transaction's request");
    assertEquals(3, promised.transactItems().size(), "the item and its two uniqueness items");
    assertEquals(RequestDescription.of(promised).toString(), described.toString());
  }

  @Test
  void aConditionedCreateInATransactionStillTakesTheUniqueValues() {
    Customer bea = new Customer("rc2", "Bea", "rc2@example.com", null);
    TransactWriteItemsRequest promised = db.transaction().create(bea, c -> c.name().notExists()).toRequest();

    List<SdkRequest> sentByCreate = recorded(() -> db.customers().create(bea, c -> c.name().notExists()));

    assertEquals(List.of(promised), sentByCreate);
    assertEquals(2, promised.transactItems().size(), "the item and the email's uniqueness item");
  }

  @Test
  void putUpdateAndDeleteRequestsAreRefusedBecauseTheCallReadsFirstThenSendsATransaction() {
    Customer cid = new Customer("rc3", "Cid", "rc3@example.com", 103);
    db.customers().create(cid);
    Customer moved = new Customer("rc3", "Cid", "rc3-new@example.com", 103);

    assertRefused("customers.putRequest", () -> db.customers().putRequest(moved));
    assertRefused("customers.putRequest", () -> db.customers().putRequest(moved, c -> c.name().exists()));
    assertRefused("customers.updateRequest", () -> db.customers().updateRequest(moved, c -> c.name().exists()));
    assertRefused("customers.deleteRequest", () -> db.customers().deleteRequest("rc3"));
    assertRefused("customers.deleteRequest", () -> db.customers().deleteRequest("rc3", c -> c.name().exists()));

    // What the calls send instead: a consistent GetItem, then one TransactWriteItems.
    assertEquals(List.of("GetItem", "TransactWriteItems"), kinds(recorded(() -> db.customers().put(moved))));
    assertEquals(List.of("GetItem", "TransactWriteItems"),
        kinds(recorded(() -> db.customers().update(cid, c -> c.name().exists()))));
    assertEquals(List.of("GetItem", "TransactWriteItems"), kinds(recorded(() -> db.customers().delete("rc3"))));
  }

  @Test
  void aVersionedEntitysRequestsAreRefusedToo() {
    Account account = db.accounts().create(new Account("ra1", "Ann", "ra1", 0));
    assertRefused("accounts.putRequest", () -> db.accounts().putRequest(account));
    assertRefused("accounts.createRequest", () -> db.accounts().createRequest(new Account("ra2", "B", "ra2", 0)));
    assertRefused("accounts.deleteRequest", () -> db.accounts().deleteRequest("ra1", account.version()));
    assertRefused("accounts.deleteRequest", () -> db.accounts().deleteRequest("ra1"));
    assertRefused("accounts.deleteRequest", () -> db.accounts().deleteRequest(account, a -> a.name().exists()));
    assertRefused("accounts.update(...).toRequest",
        () -> db.accounts().update("ra1").handle("ra1-new").expectVersion(account.version()).toRequest());
  }

  @Test
  void anUpdateOfAUniqueValueIsDescribedAsTheGetItemThenTheTransactionItSends() {
    db.customers().create(new Customer("rc4", "Dee", "rc4@example.com", 104));
    Supplier<CustomerRepository.Update> update = () -> db.customers().update("rc4").email("rc4-new@example.com")
        .when(c -> c.name().exists());
    assertRefused("customers.update(...).toRequest", () -> update.get().toRequest());
    RequestDescription described = update.get().describe();

    List<SdkRequest> sentByApply = recorded(() -> update.get().apply());

    assertEquals(List.of("GetItem", "TransactWriteItems"), kinds(sentByApply));
    assertEquals("GetItem, then TransactWriteItems", described.kind());
    GetItemRequest read = assertInstanceOf(GetItemRequest.class, sentByApply.get(0));
    assertEquals(read, described.sdkRequest(), "the GetItem described is the one sent");
    assertEquals(RequestDescription.of(read).fields().get("Key"), field(described, "GetItem", "Key"));
    assertEquals("true", field(described, "GetItem", "ConsistentRead"));
    TransactWriteItemsRequest transaction = (TransactWriteItemsRequest) sentByApply.get(1);
    List<String> actions = transaction.transactItems().stream().map(UniqueRequestMethodsTest::kind).toList();
    assertEquals(List.of("Update", "Delete", "Put"), actions, "the update, the release of the old email, the take");
    assertEquals(List.of("GetItem", "then TransactWriteItems [0] Update", "[1] Delete", "[2] Put"),
        List.copyOf(described.fields().keySet()), described.toString());
    var itemUpdate = transaction.transactItems().get(0).update();
    assertEquals(RequestDescription.render(itemUpdate.key()), field(described, "then TransactWriteItems [0] Update",
        "Key"));
    assertEquals('"' + itemUpdate.updateExpression() + '"',
        field(described, "then TransactWriteItems [0] Update", "UpdateExpression"));
    // The guard on the values read: the same expression, the values read shown as placeholders.
    assertEquals('"' + itemUpdate.conditionExpression() + '"',
        field(described, "then TransactWriteItems [0] Update", "ConditionExpression"));
    String values = field(described, "then TransactWriteItems [0] Update", "ExpressionAttributeValues");
    assertTrue(values.contains("\"<email as read>\"") && values.contains("\"<loyaltyNumber as read>\""), values);
    assertTrue(values.contains("\"rc4-new@example.com\""), values);
    assertTrue(field(described, "[1] Delete", "Key").contains("UNIQ#Customer.email#<email as read>"),
        described.toString());
    assertTrue(field(described, "[2] Put", "Item").contains("\"rc4-new@example.com\""), described.toString());
    assertEquals("UNIQ#Customer.email#rc4-new@example.com",
        transaction.transactItems().get(2).put().item().get(UniqueShopTable.PARTITION_KEY).s());
  }

  @Test
  void anUpdateThatLeavesUniqueValuesAloneIsTheOneUpdateItemItsRequestSays() {
    db.customers().create(new Customer("rc5", "Eve", "rc5@example.com", null));
    Supplier<CustomerRepository.Update> update = () -> db.customers().update("rc5").name("Eva").when(c -> c.name().is("Eve"));
    UpdateItemRequest promised = update.get().toRequest();
    RequestDescription described = update.get().describe();

    List<SdkRequest> sentByApply = recorded(() -> update.get().apply());

    assertEquals(List.of(promised), sentByApply);
    assertEquals(promised, described.sdkRequest());
    assertEquals(RequestDescription.of(promised).toString(), described.toString());
  }

  @Test
  void aGetRequestIsTheGetItemSent() {
    db.customers().create(new Customer("rc6", "Fay", "rc6@example.com", null));
    var promised = db.customers().getRequest("rc6", io.partitura.runtime.client.ReadConsistency.STRONG);
    assertEquals(List.of(promised),
        recorded(() -> db.customers().get("rc6", io.partitura.runtime.client.ReadConsistency.STRONG)));
  }

  private static String field(RequestDescription description, String part, String name) {
    String nested = description.fields().get(part);
    for (String line : nested.split("\n")) {
      String trimmed = line.strip();
      if (trimmed.startsWith(name + " ")) {
        return trimmed.substring(name.length()).strip();
      }
    }
    throw new AssertionError(name + " not in " + part + ": " + description);
  }

  private static String kind(TransactWriteItem action) {
    return action.put() != null ? "Put" : action.update() != null ? "Update"
        : action.delete() != null ? "Delete" : "ConditionCheck";
  }

  private static List<String> kinds(List<SdkRequest> sdkRequests) {
    return sdkRequests.stream().map(r -> r.getClass().getSimpleName().replace("Request", "")).toList();
  }
}
