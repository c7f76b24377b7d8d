package io.partitura.it.electrodb;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The fixture's JSON: DynamoDB's wire form of items read into AttributeValues, and JSON written for its stdin. */
final class ElectroDbJson {
  private ElectroDbJson() {
  }

  /** An item in DynamoDB's JSON wire form ({@code {"pk": {"S": "..."}, ...}}). */
  static Map<String, AttributeValue> item(JsonNode item) {
    Map<String, AttributeValue> attributes = new LinkedHashMap<>();
    item.asObject().forEach((name, value) -> attributes.put(name, value(value)));
    return attributes;
  }

  static List<Map<String, AttributeValue>> items(JsonNode array) {
    return array.asArray().stream().map(ElectroDbJson::item).toList();
  }

  static AttributeValue value(JsonNode value) {
    Map<String, JsonNode> typed = value.asObject();
    if (typed.size() != 1) {
      throw new IllegalArgumentException("Not an attribute value: " + value);
    }
    Map.Entry<String, JsonNode> only = typed.entrySet().iterator().next();
    JsonNode v = only.getValue();
    return switch (only.getKey()) {
      case "S" -> AttributeValue.fromS(v.asString());
      case "N" -> AttributeValue.fromN(v.asString());
      case "B" -> AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(v.asString())));
      case "BOOL" -> AttributeValue.fromBool(v.asBoolean());
      case "NULL" -> AttributeValue.fromNul(true);
      case "SS" -> AttributeValue.fromSs(v.asArray().stream().map(JsonNode::asString).toList());
      case "NS" -> AttributeValue.fromNs(v.asArray().stream().map(JsonNode::asString).toList());
      case "BS" -> AttributeValue.fromBs(v.asArray().stream()
          .map(b -> SdkBytes.fromByteArray(Base64.getDecoder().decode(b.asString()))).toList());
      case "L" -> AttributeValue.fromL(v.asArray().stream().map(ElectroDbJson::value).toList());
      case "M" -> AttributeValue.fromM(item(v));
      default -> throw new IllegalArgumentException("Unknown attribute type " + only.getKey() + " in " + value);
    };
  }

  /**
   * A plain JSON value (strings, numbers, booleans, null) as the Java value the fixture's item attributes
   * map to: a String, a {@link JsonNumber} (its JSON text), ...
   */
  static Object plain(JsonNode node) {
    if (node.isNull()) {
      return null;
    }
    if (node.isString()) {
      return node.asString();
    }
    if (node.isNumber()) {
      return new JsonNumber(node.asNumber());
    }
    if (node.isBoolean()) {
      return node.asBoolean();
    }
    if (node.isArray()) {
      List<Object> list = new ArrayList<>();
      node.asArray().forEach(element -> list.add(plain(element)));
      return list;
    }
    Map<String, Object> map = new LinkedHashMap<>();
    node.asObject().forEach((name, value) -> map.put(name, plain(value)));
    return map;
  }

  /** A JSON number, kept as its text (JavaScript's rendering of it, which ElectroDB puts in keys). */
  record JsonNumber(String text) {
  }

  /** JSON text of maps, lists, strings, {@link JsonNumber}s, booleans and null. */
  static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  private static void write(Object value, StringBuilder out) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String s) {
      out.append('"');
      s.chars().forEach(c -> {
        switch (c) {
          case '"' -> out.append("\\\"");
          case '\\' -> out.append("\\\\");
          default -> {
            if (c < 0x20) {
              out.append(String.format("\\u%04x", c));
            } else {
              out.append((char) c);
            }
          }
        }
      });
      out.append('"');
    } else if (value instanceof JsonNumber n) {
      out.append(n.text());
    } else if (value instanceof Boolean b) {
      out.append(b);
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      String separator = "";
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        out.append(separator);
        write((String) entry.getKey(), out);
        out.append(':');
        write(entry.getValue(), out);
        separator = ",";
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      String separator = "";
      for (Object element : list) {
        out.append(separator);
        write(element, out);
        separator = ",";
      }
      out.append(']');
    } else {
      throw new IllegalArgumentException("Cannot write " + value.getClass() + " as JSON");
    }
  }
}
