package io.partitura.it.electrodb;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * ElectroDB 3.9.3's key rules as {@code interop/electrodb/KEYS.md} states them, written out in Java, with
 * the fixture's model ({@code interop/electrodb/model.js}) restated in these terms. The tests check that
 * these rules rebuild, byte for byte, every item ElectroDB put, and that ElectroDB reads back what they
 * build: the specification the Java key templates will be checked against.
 *
 * <ul>
 *   <li>partition key: {@code $<service>} then {@code #<label>_<value>} per composite attribute;
 *   <li>sort key: {@code $<entity>_<version>}, or {@code $<collection>#<entity>_<version>} when the index is
 *       in a collection, then {@code #<label>_<value>} per composite attribute;
 *   <li>the label is the attribute's name; a value is the attribute's text (a number as JavaScript writes
 *       it, left-padded when the attribute has {@code padding}), unescaped;
 *   <li>the whole key is lower-cased (JavaScript's {@code toLowerCase}: Unicode's locale-independent full
 *       mapping, which Java's {@code toLowerCase(Locale.ROOT)} is);
 *   <li>every item also holds {@code __edb_e__} (the entity name, as written) and {@code __edb_v__} (its version).
 * </ul>
 */
final class ElectroDbKeyRules {
  static final String ENTITY_ATTRIBUTE = "__edb_e__";
  static final String VERSION_ATTRIBUTE = "__edb_v__";

  private ElectroDbKeyRules() {
  }

  /** One index of an entity: its key attributes, its collection (or null) and its composite attributes. */
  record Index(String pkField, String skField, String collection, List<String> pk, List<String> sk) {
  }

  /** An entity: its service, name, version, indexes, and the attributes padded in keys (length, character). */
  record Entity(String service, String name, String version, List<Index> indexes, Map<String, Padding> padding) {
  }

  record Padding(int length, char character) {
  }

  private static Index table(String collection, List<String> pk, List<String> sk) {
    return new Index("pk", "sk", collection, pk, sk);
  }

  private static Index gsi1(String collection, List<String> pk, List<String> sk) {
    return new Index("gsi1pk", "gsi1sk", collection, pk, sk);
  }

  private static Index gsi2(List<String> pk, List<String> sk) {
    return new Index("gsi2pk", "gsi2sk", null, pk, sk);
  }

  /** The fixture's model.js, entity by entity. */
  static final Map<String, Entity> MODEL = Map.of(
      "workspace", new Entity("ControlPlane", "workspace", "1", List.of(
          table("workspaceProjects", List.of("workspaceId"), List.of()),
          gsi1(null, List.of("plan"), List.of("workspaceId"))), Map.of()),
      "project", new Entity("ControlPlane", "project", "1", List.of(
          table("workspaceProjects", List.of("workspaceId"), List.of("projectId")),
          gsi1(null, List.of("status"), List.of("createdAt", "projectId")),
          gsi2(List.of("workspaceId"), List.of("priority", "projectId"))), Map.of()),
      "teamMember", new Entity("ControlPlane", "teamMember", "1", List.of(
          table("workspaceProjects", List.of("workspaceId"), List.of("team", "userId"))), Map.of()),
      "student", new Entity("school", "student", "1", List.of(
          table("studentEnrollments", List.of("studentId"), List.of()),
          gsi2(List.of("email"), List.of())), Map.of()),
      "course", new Entity("school", "course", "1", List.of(
          table(null, List.of("courseId"), List.of()),
          gsi1("courseEnrollments", List.of("courseId"), List.of()),
          gsi2(List.of("department"), List.of("level", "courseId"))), Map.of("level", new Padding(4, '0'))),
      "enrollment", new Entity("school", "enrollment", "2", List.of(
          table("studentEnrollments", List.of("studentId"), List.of("courseId")),
          gsi1("courseEnrollments", List.of("courseId"), List.of("studentId")),
          gsi2(List.of("term"), List.of("enrolledOn", "studentId"))), Map.of()));

  /**
   * The item ElectroDB writes for {@code attributes} of {@code entityName}: the attributes themselves
   * (strings as S, numbers as N), every index's keys, and the two identifier attributes.
   */
  static Map<String, AttributeValue> item(String entityName, Map<String, Object> attributes) {
    Entity entity = Objects.requireNonNull(MODEL.get(entityName), entityName);
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    attributes.forEach((name, value) -> {
      if (value instanceof String s) {
        item.put(name, AttributeValue.fromS(s));
      } else if (value instanceof ElectroDbJson.JsonNumber n) {
        item.put(name, AttributeValue.fromN(n.text()));
      } else if (value != null) {
        throw new IllegalArgumentException("The fixture has no attribute of type " + value.getClass());
      }
    });
    for (Index index : entity.indexes()) {
      item.put(index.pkField(), AttributeValue.fromS(partitionKey(entity, index, attributes)));
      item.put(index.skField(), AttributeValue.fromS(sortKey(entity, index, attributes)));
    }
    item.put(ENTITY_ATTRIBUTE, AttributeValue.fromS(entity.name()));
    item.put(VERSION_ATTRIBUTE, AttributeValue.fromS(entity.version()));
    return item;
  }

  static String partitionKey(Entity entity, Index index, Map<String, Object> attributes) {
    return lowerCase("$" + entity.service() + labelled(entity, index.pk(), attributes));
  }

  static String sortKey(Entity entity, Index index, Map<String, Object> attributes) {
    String prefix = index.collection() == null
        ? "$" + entity.name()
        : "$" + index.collection() + "#" + entity.name();
    return lowerCase(prefix + "_" + entity.version() + labelled(entity, index.sk(), attributes));
  }

  private static String labelled(Entity entity, List<String> composite, Map<String, Object> attributes) {
    StringBuilder key = new StringBuilder();
    for (String name : composite) {
      key.append('#').append(name).append('_').append(text(entity, name, attributes.get(name)));
    }
    return key.toString();
  }

  private static String text(Entity entity, String name, Object value) {
    String text;
    if (value instanceof String s) {
      text = s;
    } else if (value instanceof ElectroDbJson.JsonNumber n) {
      text = n.text();
    } else if (value == null) {
      throw new IllegalArgumentException("No value for key attribute " + name);
    } else {
      throw new IllegalArgumentException("The fixture has no key attribute of type " + value.getClass());
    }
    Padding padding = entity.padding().get(name);
    if (padding != null && text.length() < padding.length()) {
      text = String.valueOf(padding.character()).repeat(padding.length() - text.length()) + text;
    }
    return text;
  }

  /** JavaScript's String.prototype.toLowerCase: Unicode's default, locale-independent full case mapping. */
  static String lowerCase(String key) {
    return key.toLowerCase(Locale.ROOT);
  }
}
