package io.partitura.runtime.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidConditionException;
import io.partitura.runtime.exceptions.InvalidUpdateException;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.ItemCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * What every generated {@code <Record>Update} inherits: each helper reaches the runtime {@link Update}
 * and returns the generated update for chaining, and {@code when} goes through the record's conditions.
 * Only requests are built here; nothing is sent (the client refuses every call).
 */
class EntityUpdateTest {
  private static final Map<String, AttributeValue> KEY = Map.of("PK", AttributeValue.fromS("NOTE#1"),
      "SK", AttributeValue.fromS("META"));

  record Note(String text, long views, List<String> tags) {}

  static final class NoteConditions extends EntityConditions {
    static final NoteConditions INSTANCE = new NoteConditions();

    private NoteConditions() {
      super("PK");
    }

    StringCondition text() {
      return new StringCondition("text", AttributeValue::fromS);
    }
  }

  /** A generated {@code <Record>Update}, as the processor writes it. */
  static final class NoteUpdate extends EntityUpdate<Note, NoteConditions, NoteUpdate> {
    NoteUpdate(Update<Note> update) {
      super(update, NoteConditions.INSTANCE);
    }

    NoteUpdate text(String text) {
      return set("text", () -> text == null ? null : AttributeValue.fromS(text));
    }

    /**
     * A setter of a component in an index key: GSI1 is keyed by the status alone, its sort key attribute is the
     * item's key and goes with the partition key attribute, as put writes them; none when the status is null.
     */
    NoteUpdate status(String status) {
      setIndexed("status", () -> status == null ? null : AttributeValue.fromS(status));
      setIndexPartitionKey("GSI1", status == null ? null : "STATUS#" + status);
      setIndexSortKey("GSI1", status == null ? null : "NOTE#1");
      return this;
    }

    /** A setter of GSI2's partition key component (GSI2 is {@code owner | due}): GSI2's sort key is left as stored. */
    NoteUpdate owner(String owner) {
      setIndexed("owner", () -> owner == null ? null : AttributeValue.fromS(owner));
      setIndexPartitionKey("GSI2", owner == null ? null : "OWNER#" + owner);
      return this;
    }

    /** A versioned record's {@code expectVersion}, as generated. */
    NoteUpdate expectVersion(long version) {
      return expectStoredVersion(version);
    }

    /**
     * What the generated {@code textIfAbsent}, {@code scoreIfAbsent} and {@code keywordsIfAbsent} did before
     * {@code ifAbsent} replaced them: the runtime's if_not_exists, given the setter's encoding.
     */
    NoteUpdate textIfAbsentAsBefore(String text) {
      update.setIfAbsent("text", () -> text == null ? null : AttributeValue.fromS(text));
      return this;
    }

    NoteUpdate scoreIfAbsentAsBefore(Double score) {
      update.setIfAbsent("score", () -> Encoders.NUMBER.apply(score));
      return this;
    }

    NoteUpdate keywordsIfAbsentAsBefore(java.util.Set<String> keywords) {
      update.setIfAbsent("keywords", () -> Encoders.STRING_SET.apply(keywords));
      return this;
    }

    NoteUpdate viewsAdd(long delta) {
      return add("views", () -> AttributeValue.fromN(Long.toString(delta)));
    }

    NoteUpdate labelsAdd(List<String> elements) {
      return addToSet("labels", () -> AttributeValue.fromSs(elements));
    }

    NoteUpdate labelsDelete(List<String> elements) {
      return deleteFromSet("labels", () -> AttributeValue.fromSs(elements));
    }

    NoteUpdate tagsAppend(List<String> elements) {
      return append("tags", () -> AttributeValue.fromL(elements.stream().map(AttributeValue::fromS).toList()));
    }

    /** The form generated setters take: the value and a shared encoder, no lambda. */
    NoteUpdate score(Double score) {
      return set("score", score, Encoders.NUMBER);
    }

    NoteUpdate keywords(java.util.Set<String> keywords) {
      return set("keywords", keywords, Encoders.STRING_SET);
    }

    NoteUpdate keywordsAdd(java.util.Set<String> elements) {
      return addToSet("keywords", elements, Encoders.STRING_SET_ELEMENTS);
    }

    NoteUpdate viewsAddEncoded(long delta) {
      return add("views", delta, Encoders.NUMBER);
    }

    NoteUpdate tagsPrependEncoded(List<String> elements) {
      return prepend("tags", elements, Encoders.STRING_LIST);
    }

    NoteUpdate historyPrepend(List<String> elements) {
      return prepend("history", () -> AttributeValue.fromL(elements.stream().map(AttributeValue::fromS).toList()));
    }
  }

  private static final ItemCodec<Note> CODEC = new ItemCodec<>() {
    @Override
    public Class<Note> type() {
      return Note.class;
    }

    @Override
    public String entityType() {
      return "Note";
    }

    @Override
    public Map<String, AttributeValue> toItem(Note note) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Note fromItem(Map<String, AttributeValue> item) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Note note) {
      return KEY;
    }
  };

  /** A client that records every call it is asked to send, and sends none. */
  private final List<String> sent = new ArrayList<>();

  private NoteUpdate update() {
    DynamoDbClient client = new DynamoDbClient() {
      @Override
      public String serviceName() {
        return "dynamodb";
      }

      @Override
      public void close() {
        sent.add("close");
      }
    };
    // The definition owns the index's key attributes; setIndexPartitionKey and setIndexSortKey name the index.
    TableClient table = TableClient.builder().client(client).definition(
        io.partitura.runtime.schema.TableDefinition.builder("notes", "PK", "SK", "_type")
            .globalIndex("GSI1", "GSI1PK", "GSI1SK", software.amazon.awssdk.services.dynamodb.model.ProjectionType.ALL)
            .globalIndex("GSI2", "GSI2PK", "GSI2SK", software.amazon.awssdk.services.dynamodb.model.ProjectionType.ALL)
            .build()).build();
    return new NoteUpdate(new Update<>(table, "notes.update", KEY, CODEC));
  }

  @Test
  void everyHelperReachesTheUpdateAndReturnsTheGeneratedUpdate() {
    NoteUpdate update = update();

    assertSame(update, update.text("hello").viewsAdd(2).labelsAdd(List.of("a")).tagsAppend(List.of("t")));
    UpdateItemRequest request = update.toRequest();

    String expression = request.updateExpression();
    assertTrue(expression.startsWith("SET "), expression);
    assertTrue(expression.contains("list_append("), expression);
    assertTrue(expression.contains(" ADD "), expression);
    assertEquals(List.of("text", "views", "labels", "tags"),
        request.expressionAttributeNames().entrySet().stream()
            .filter(e -> e.getKey().startsWith("#a")).map(Map.Entry::getValue).toList());
    assertEquals(KEY, request.key());
    assertEquals(List.of(), sent, "nothing sent");
  }

  @Test
  void theEncoderFormsEncodeAsTheCodecDoesAndARefusalNamesTheAttribute() {
    UpdateItemRequest request = update().score(1.5).viewsAddEncoded(3).tagsPrependEncoded(List.of("t")).toRequest();

    assertEquals(AttributeValue.fromN("1.5"), request.expressionAttributeValues().get(":v0"));
    assertEquals(AttributeValue.fromN("3"), request.expressionAttributeValues().get(":v1"));
    assertEquals(AttributeValue.fromL(List.of(AttributeValue.fromS("t"))),
        request.expressionAttributeValues().get(":v2"));
    InvalidValueException refused = assertThrows(InvalidValueException.class, () -> update().score(Double.NaN));
    assertTrue(refused.getMessage().contains("'score'"), refused.getMessage());
    // A set's setter removes on null; the elements of an ADD are refused as null, as with the Supplier forms.
    assertEquals("REMOVE #a0", update().keywords(null).toRequest().updateExpression());
    assertThrows(InvalidValueException.class, () -> update().keywordsAdd(null));
    assertEquals(List.of(), sent, "nothing sent");
  }

  @Test
  void removalsSetIfAbsentDeletesAndPrependsAreTheUpdatesOwn() {
    String expression = update().text(null).labelsDelete(List.of("a")).historyPrepend(List.of("h"))
        .ifAbsent(u -> u.text("x")).toRequest().updateExpression();

    assertTrue(expression.contains("if_not_exists("), expression);
    assertTrue(expression.contains("DELETE "), expression);
    assertTrue(expression.contains("list_append(:v"), expression);
  }

  @Test
  void anIndexKeyIsSetWhenComputedAndRemovedWhenTheItemLeavesTheIndex() {
    UpdateItemRequest set = update().status("OPEN").toRequest();
    UpdateItemRequest removed = update().status(null).toRequest();

    assertEquals(AttributeValue.fromS("STATUS#OPEN"), set.expressionAttributeValues().get(":v1"));
    assertEquals(AttributeValue.fromS("NOTE#1"), set.expressionAttributeValues().get(":v2"));
    assertEquals("GSI1SK", set.expressionAttributeNames().get("#a2"));
    assertTrue(removed.updateExpression().startsWith("REMOVE "), removed.updateExpression());
    assertTrue(removed.expressionAttributeNames().values().containsAll(List.of("status", "GSI1PK", "GSI1SK")),
        removed.expressionAttributeNames().toString());
  }

  @Test
  void anIndexKeyAttributeIsSetAloneAndTheIndexsOtherKeyAttributeIsNotNamed() {
    UpdateItemRequest set = update().owner("ana").toRequest();
    UpdateItemRequest removed = update().owner(null).toRequest();

    assertEquals("SET #a0 = :v0, #a1 = :v1", set.updateExpression());
    assertEquals(Map.of("#a0", "owner", "#a1", "GSI2PK"), set.expressionAttributeNames().entrySet().stream()
        .filter(e -> e.getKey().startsWith("#a")).collect(java.util.stream.Collectors.toMap(Map.Entry::getKey,
            Map.Entry::getValue)));
    assertEquals(AttributeValue.fromS("OWNER#ana"), set.expressionAttributeValues().get(":v1"));
    assertEquals("REMOVE #a0, #a1", removed.updateExpression());
    assertTrue(!removed.expressionAttributeNames().containsValue("GSI2SK"), removed.expressionAttributeNames()::toString);
  }

  @Test
  void whenAddsTheConditionBuiltFromTheRecordsConditions() {
    UpdateItemRequest request = update().text("hello").when(c -> c.text().is("draft")).toRequest();

    assertTrue(request.conditionExpression().contains("= :c0"), request.conditionExpression());
    assertEquals(AttributeValue.fromS("draft"), request.expressionAttributeValues().get(":c0"));
    assertTrue(request.expressionAttributeNames().containsValue("text"));
  }

  @Test
  void describeRendersTheSameUpdateItem() {
    NoteUpdate update = update().text("hello").when(c -> c.notExists().not());

    assertTrue(update.describe().toString().contains(update.toRequest().updateExpression()),
        update.describe().toString());
  }

  @Test
  void aNullWhenOrConditionIsRefusedBeforeAnyRequest() {
    assertThrows(InvalidConditionException.class, () -> update().when(null));
    assertThrows(InvalidConditionException.class, () -> update().when(c -> null));
    assertEquals(List.of(), sent);
  }

  @Test
  void anUpdateAndConditionsAreRequired() {
    assertThrows(NullPointerException.class, () -> new NoteUpdate(null));
  }

  // ---- ifAbsent

  @Test
  void ifAbsentBuildsTheRequestTheIfAbsentMethodsBuilt() {
    Set<String> keywords = new TreeSet<>(List.of("b", "a"));
    UpdateItemRequest before = update().text("plain").scoreIfAbsentAsBefore(1.5).viewsAdd(2)
        .textIfAbsentAsBefore("x").keywordsIfAbsentAsBefore(keywords).tagsAppend(List.of("t"))
        .when(c -> c.text().is("draft")).toRequest();
    UpdateItemRequest now = update().text("plain").ifAbsent(u -> u.score(1.5)).viewsAdd(2)
        .ifAbsent(u -> u.text("x").keywords(keywords)).tagsAppend(List.of("t"))
        .when(c -> c.text().is("draft")).toRequest();

    assertEquals(before, now);
    assertEquals("SET #a0 = if_not_exists(#a0, :v0), #a2 = if_not_exists(#a2, :v2), "
        + "#a3 = if_not_exists(#a3, :v3), #a4 = list_append(if_not_exists(#a4, :emptyList), :v4) ADD #a1 :v1",
        now.updateExpression());
    assertEquals(List.of(), sent, "nothing sent");
  }

  @Test
  void setterCallsAfterIfAbsentAreSetsAgain() {
    NoteUpdate update = update();
    NoteUpdate returned = update.ifAbsent(u -> u.text("x"));

    assertSame(update, returned);
    // Plain SETs come first in the expression; the names follow it.
    assertEquals("SET #a0 = :v0, #a1 = if_not_exists(#a1, :v1)", update.score(2.0).toRequest().updateExpression());
    assertEquals("score", update.toRequest().expressionAttributeNames().get("#a0"));
    // The last call naming an attribute wins, inside or outside.
    assertEquals("SET #a0 = :v0", update().ifAbsent(u -> u.text("x")).text("y").toRequest().updateExpression());
    assertEquals("SET #a0 = if_not_exists(#a0, :v0)",
        update().text("y").ifAbsent(u -> u.text("x")).toRequest().updateExpression());
  }

  @Test
  void theModeEndsWhenTheConsumerThrows() {
    NoteUpdate update = update();
    IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> update.ifAbsent(u -> {
      u.text("x");
      throw new IllegalStateException("the caller's own");
    }));

    assertEquals("the caller's own", thrown.getMessage());
    assertEquals("SET #a0 = :v0, #a1 = if_not_exists(#a1, :v1)", update.score(2.0).toRequest().updateExpression());
    assertEquals("score", update.toRequest().expressionAttributeNames().get("#a0"));
    // A refusal ends it too.
    NoteUpdate refused = update();
    assertThrows(InvalidUpdateException.class, () -> refused.ifAbsent(u -> u.viewsAdd(1)));
    assertEquals("SET #a0 = :v0", refused.score(2.0).toRequest().updateExpression());
  }

  @Test
  void whatHasNoIfAbsentFormIsRefusedInsideNamingTheAttribute() {
    refusedInside(u -> u.status("OPEN"), "the setter of 'status'", "index key");
    refusedInside(u -> u.owner("ana"), "the setter of 'owner'", "index key");
    refusedInside(u -> u.viewsAdd(1), "…Add (ADD) on attribute 'views'", "outside ifAbsent");
    refusedInside(u -> u.viewsAddEncoded(1), "…Add (ADD) on attribute 'views'", "outside ifAbsent");
    refusedInside(u -> u.labelsAdd(List.of("a")), "…Add (ADD to a set) on attribute 'labels'", "outside ifAbsent");
    refusedInside(u -> u.keywordsAdd(Set.of("a")), "…Add (ADD to a set) on attribute 'keywords'", "outside");
    refusedInside(u -> u.labelsDelete(List.of("a")), "…Delete (DELETE) on attribute 'labels'", "outside");
    refusedInside(u -> u.tagsAppend(List.of("t")), "…Append (list_append) on attribute 'tags'", "outside");
    refusedInside(u -> u.tagsPrependEncoded(List.of("t")), "…Prepend (list_append) on attribute 'tags'", "outside");
    refusedInside(u -> u.historyPrepend(List.of("h")), "…Prepend (list_append) on attribute 'history'", "outside");
    refusedInside(u -> u.when(c -> c.text().is("x")), "when(…)", "the whole update's");
    refusedInside(u -> u.expectVersion(3), "expectVersion(3)", "the whole update's");
    refusedInside(u -> u.ifAbsent(v -> v.text("x")), "ifAbsent(…) is refused inside ifAbsent(…)", "outer one");
    refusedInside(NoteUpdate::apply, "apply()", "after ifAbsent returns");
    refusedInside(NoteUpdate::describe, "describe()", "after ifAbsent returns");
    refusedInside(NoteUpdate::toRequest, "toRequest()", "after ifAbsent returns");
    InvalidUpdateException noSetters = assertThrows(InvalidUpdateException.class, () -> update().ifAbsent(null));
    assertTrue(noSetters.getMessage().startsWith("notes.update: ifAbsent(null)"), noSetters.getMessage());
    assertEquals(List.of(), sent, "nothing sent");
  }

  /** {@code call} inside ifAbsent is refused, its message naming what and saying what to do, and adds nothing. */
  private void refusedInside(java.util.function.Consumer<NoteUpdate> call, String names, String says) {
    NoteUpdate update = update();
    InvalidUpdateException refused = assertThrows(InvalidUpdateException.class, () -> update.ifAbsent(call));
    String message = refused.getMessage();
    assertTrue(message.startsWith("notes.update: " + names), message);
    assertTrue(message.contains(says), message);
    assertTrue(message.endsWith("nothing was sent."), message);
    assertTrue(update.toRequest().updateExpression() == null, "nothing added: " + update.toRequest());
  }

  @Test
  void aNullInsideIfAbsentIsRefusedAndAnEmptySetChangesNothing() {
    // Before, textIfAbsent(null) and scoreIfAbsent(null) were refused, but a null set or Optional was dropped.
    assertNullRefused(u -> u.text(null), "'text'");
    assertNullRefused(u -> u.score(null), "'score'");
    assertNullRefused(u -> u.keywords(null), "'keywords'");
    assertEquals(update().keywordsIfAbsentAsBefore(Set.of()).toRequest(),
        update().ifAbsent(u -> u.keywords(Set.of())).toRequest());
    assertEquals(null, update().ifAbsent(u -> u.keywords(Set.of())).toRequest().updateExpression());
  }

  private void assertNullRefused(java.util.function.Consumer<NoteUpdate> call, String attribute) {
    NoteUpdate update = update();
    Executable inside = () -> update.ifAbsent(call);
    InvalidValueException refused = assertThrows(InvalidValueException.class, inside);
    assertTrue(refused.getMessage().startsWith("notes.update: ifAbsent(…) was given null for attribute " + attribute),
        refused.getMessage());
    assertTrue(refused.getMessage().contains("call its setter outside ifAbsent"), refused.getMessage());
  }
}
