package io.partitura.runtime.condition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.runtime.exceptions.InvalidConditionException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The item-level conditions every generated {@code <Record>Conditions} inherits, and {@code of(when)}. */
class EntityConditionsTest {
  /** A generated {@code <Record>Conditions}, as the processor writes it. */
  static final class NoteConditions extends EntityConditions {
    static final NoteConditions INSTANCE = new NoteConditions();

    private NoteConditions() {
      super("EntityRef");
    }

    static Condition of(java.util.function.Function<NoteConditions, Condition> when) {
      return Condition.of(INSTANCE, when);
    }

    StringCondition text() {
      return new StringCondition("text", value -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(value));
    }
  }

  @Test
  void existsAndNotExistsTestTheTablesPartitionKeyAttribute() {
    RenderedCondition exists = NoteConditions.of(c -> c.exists()).render();
    RenderedCondition notExists = NoteConditions.of(c -> c.notExists()).render();

    assertEquals("attribute_exists(#c0)", exists.expression());
    assertEquals(Map.of("#c0", "EntityRef"), exists.names());
    assertEquals("attribute_not_exists(#c0)", notExists.expression());
    assertEquals(Map.of("#c0", "EntityRef"), notExists.names());
  }

  @Test
  void ofHandsTheFunctionTheConditionsInstance() {
    assertEquals("(attribute_exists(#c0)) AND (attribute_exists(#c1))",
        NoteConditions.of(c -> c.exists().and(c.text().exists())).render().expression());
  }

  /** A condition rendered into a request that carries another one: a @Unique write's guard beside the caller's when. */
  @Test
  void renderedBesideAnotherConditionItsPlaceholdersSkipThoseInUse() {
    RenderedCondition first = NoteConditions.of(c -> c.text().is("a")).render();
    java.util.Set<String> inUse = new java.util.HashSet<>(first.names().keySet());
    inUse.addAll(first.values().keySet());

    RenderedCondition second = NoteConditions.of(c -> c.exists().and(c.text().is("b"))).renderBeside(inUse);

    assertEquals("(attribute_exists(#c1)) AND (#c2 = :c1)", second.expression());
    assertEquals(Map.of("#c1", "EntityRef", "#c2", "text"), second.names());
    assertEquals(Map.of(":c1", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("b")), second.values());
  }

  @Test
  void aNullWhenOrANullConditionIsRefused() {
    assertThrows(InvalidConditionException.class, () -> NoteConditions.of(null));
    assertThrows(InvalidConditionException.class, () -> NoteConditions.of(c -> null));
  }

  @Test
  void aNullPartitionKeyAttributeIsRefused() {
    assertThrows(NullPointerException.class, () -> new EntityConditions(null) {});
  }
}
