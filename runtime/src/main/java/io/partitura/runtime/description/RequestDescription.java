package io.partitura.runtime.description;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The request an operation sends, shown without sending it: what a hand-written expression builder
 * would produce. {@link #toString()} renders it the way the DynamoDB console and most articles do:
 *
 * <pre>
 * Query control-plane
 *   KeyConditionExpression     "#pk = :pk AND begins_with(#sk, :sk)"
 *   ExpressionAttributeNames   { "#pk": "EntityRef", "#sk": "Detail" }
 *   ExpressionAttributeValues  { ":pk": "WS#acme", ":sk": "PROJ#" }
 *   ScanIndexForward           false
 *   Limit                      21
 * </pre>
 *
 * @param kind the DynamoDB operation: {@code GetItem}, {@code Query}, {@code PutItem}, …
 * @param fields the request's parameters in the order DynamoDB documents them, rendered as text
 * @param sdkRequest the SDK request object itself, ready to send or to copy
 * @param accessPattern the name the request is reported under when the caller gave one (a named
 *     transaction: {@code db.transaction("assignTicket")}), shown after the table; otherwise {@code null}
 */
public record RequestDescription(String kind, String tableName, Map<String, String> fields, Object sdkRequest,
    String accessPattern) {

  /** A description without an access pattern of its own. */
  public RequestDescription(String kind, String tableName, Map<String, String> fields, Object sdkRequest) {
    this(kind, tableName, fields, sdkRequest, null);
  }

  /** This description, showing {@code accessPattern} after the table name. */
  public RequestDescription withAccessPattern(String accessPattern) {
    return new RequestDescription(kind, tableName, fields, sdkRequest, accessPattern);
  }

  public static RequestDescription of(QueryRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    if (request.indexName() != null) {
      fields.put("IndexName", request.indexName());
    }
    fields.put("KeyConditionExpression", quote(request.keyConditionExpression()));
    putIfPresent(fields, "FilterExpression", request.filterExpression());
    if (request.select() != null) {
      fields.put("Select", request.selectAsString());
    }
    putIfPresent(fields, "ProjectionExpression", request.projectionExpression());
    putNamesAndValues(fields, request.expressionAttributeNames(), request.expressionAttributeValues());
    fields.put("ScanIndexForward", String.valueOf(request.scanIndexForward() == null || request.scanIndexForward()));
    if (request.limit() != null) {
      fields.put("Limit", request.limit().toString());
    }
    fields.put("ConsistentRead", String.valueOf(Boolean.TRUE.equals(request.consistentRead())));
    if (request.hasExclusiveStartKey()) {
      fields.put("ExclusiveStartKey", render(request.exclusiveStartKey()));
    }
    return new RequestDescription("Query", request.tableName(), fields, request);
  }

  /** A Scan (a backfill's or the inspector's page): its segment, limit and where it starts. */
  public static RequestDescription of(ScanRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    if (request.segment() != null) {
      fields.put("Segment", request.segment() + " of TotalSegments " + request.totalSegments());
    }
    if (request.limit() != null) {
      fields.put("Limit", request.limit().toString());
    }
    fields.put("ConsistentRead", String.valueOf(Boolean.TRUE.equals(request.consistentRead())));
    if (request.hasExclusiveStartKey()) {
      fields.put("ExclusiveStartKey", render(request.exclusiveStartKey()));
    }
    return new RequestDescription("Scan", request.tableName(), fields, request);
  }

  public static RequestDescription of(GetItemRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Key", render(request.key()));
    fields.put("ConsistentRead", String.valueOf(Boolean.TRUE.equals(request.consistentRead())));
    return new RequestDescription("GetItem", request.tableName(), fields, request);
  }

  public static RequestDescription of(PutItemRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Item", render(request.item()));
    putIfPresent(fields, "ConditionExpression", request.conditionExpression());
    putNamesAndValues(fields, request.expressionAttributeNames(), request.expressionAttributeValues());
    if (request.returnValuesOnConditionCheckFailure() != null) {
      fields.put("ReturnValuesOnConditionCheckFailure", request.returnValuesOnConditionCheckFailureAsString());
    }
    return new RequestDescription("PutItem", request.tableName(), fields, request);
  }

  public static RequestDescription of(UpdateItemRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Key", render(request.key()));
    putIfPresent(fields, "UpdateExpression", request.updateExpression());
    putIfPresent(fields, "ConditionExpression", request.conditionExpression());
    putNamesAndValues(fields, request.expressionAttributeNames(), request.expressionAttributeValues());
    if (request.returnValuesOnConditionCheckFailure() != null) {
      fields.put("ReturnValuesOnConditionCheckFailure", request.returnValuesOnConditionCheckFailureAsString());
    }
    return new RequestDescription("UpdateItem", request.tableName(), fields, request);
  }

  public static RequestDescription of(DeleteItemRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Key", render(request.key()));
    putIfPresent(fields, "ConditionExpression", request.conditionExpression());
    putNamesAndValues(fields, request.expressionAttributeNames(), request.expressionAttributeValues());
    if (request.returnValuesOnConditionCheckFailure() != null) {
      fields.put("ReturnValuesOnConditionCheckFailure", request.returnValuesOnConditionCheckFailureAsString());
    }
    return new RequestDescription("DeleteItem", request.tableName(), fields, request);
  }

  /**
   * A transaction of writes: its token, then one field per action, {@code [0] Put}, {@code [1] Update},
   * …, holding that action's parameters as the single write's description shows them.
   */
  public static RequestDescription of(software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    putIfPresent(fields, "ClientRequestToken", request.clientRequestToken());
    String table = null;
    int i = 0;
    for (software.amazon.awssdk.services.dynamodb.model.TransactWriteItem item : request.transactItems()) {
      Map<String, String> action = new LinkedHashMap<>();
      String kind;
      if (item.put() != null) {
        kind = "Put";
        table = item.put().tableName();
        action.put("Item", render(item.put().item()));
        putCondition(action, item.put().conditionExpression(), item.put().expressionAttributeNames(),
            item.put().expressionAttributeValues(), item.put().returnValuesOnConditionCheckFailureAsString());
      } else if (item.update() != null) {
        kind = "Update";
        table = item.update().tableName();
        action.put("Key", render(item.update().key()));
        putIfPresent(action, "UpdateExpression", item.update().updateExpression());
        putCondition(action, item.update().conditionExpression(), item.update().expressionAttributeNames(),
            item.update().expressionAttributeValues(), item.update().returnValuesOnConditionCheckFailureAsString());
      } else if (item.delete() != null) {
        kind = "Delete";
        table = item.delete().tableName();
        action.put("Key", render(item.delete().key()));
        putCondition(action, item.delete().conditionExpression(), item.delete().expressionAttributeNames(),
            item.delete().expressionAttributeValues(), item.delete().returnValuesOnConditionCheckFailureAsString());
      } else {
        kind = "ConditionCheck";
        table = item.conditionCheck().tableName();
        action.put("Key", render(item.conditionCheck().key()));
        putCondition(action, item.conditionCheck().conditionExpression(),
            item.conditionCheck().expressionAttributeNames(), item.conditionCheck().expressionAttributeValues(),
            item.conditionCheck().returnValuesOnConditionCheckFailureAsString());
      }
      fields.put("[" + i++ + "] " + kind, nested(action));
    }
    return new RequestDescription("TransactWriteItems", table, fields, request);
  }

  /**
   * This transaction's description, preceded by the GetItems {@code reads} that were sent before it, while its
   * actions were added (a move of uniqueness items reads the values it moves first): {@code "GetItem, then
   * TransactWriteItems"}, each read a field {@code [read 1] GetItem} holding its key, its consistency and
   * {@code why}, then the actions as before.
   */
  public RequestDescription afterReads(java.util.List<GetItemRequest> reads, java.util.List<String> why) {
    Map<String, String> fields = new LinkedHashMap<>();
    for (int i = 0; i < reads.size(); i++) {
      Map<String, String> read = new LinkedHashMap<>();
      read.put("Key", render(reads.get(i).key()));
      read.put("ConsistentRead", String.valueOf(Boolean.TRUE.equals(reads.get(i).consistentRead())));
      read.put("Sent", why.get(i));
      fields.put("[read " + (i + 1) + "] GetItem", nested(read));
    }
    fields.putAll(this.fields);
    String reading = reads.size() == 1 ? "GetItem" : reads.size() + " GetItems";
    return new RequestDescription(reading + ", then " + kind, tableName, fields, sdkRequest, accessPattern);
  }

  /** A transaction of reads: one field per get, {@code [0] Get}, holding its key. */
  public static RequestDescription of(software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    String table = null;
    int i = 0;
    for (software.amazon.awssdk.services.dynamodb.model.TransactGetItem item : request.transactItems()) {
      table = item.get().tableName();
      fields.put("[" + i++ + "] Get", nested(Map.of("Key", render(item.get().key()))));
    }
    return new RequestDescription("TransactGetItems", table, fields, request);
  }

  private static void putCondition(Map<String, String> fields, String condition, Map<String, String> names,
      Map<String, AttributeValue> values, String returnValuesOnFailure) {
    putIfPresent(fields, "ConditionExpression", condition);
    putNamesAndValues(fields, names, values);
    if (returnValuesOnFailure != null) {
      fields.put("ReturnValuesOnConditionCheckFailure", returnValuesOnFailure);
    }
  }

  /** An action's parameters, one per line under it, indented as the request's own. */
  private static String nested(Map<String, String> fields) {
    StringBuilder out = new StringBuilder();
    fields.forEach((name, value) -> out.append("\n    ").append(String.format("%-24s %s", name, value)));
    return out.toString();
  }

  /**
   * A call that sends more than one request, each a part: {@code kind} names them in order ({@code "GetItem, then
   * TransactWriteItems"}), each part's name is a field holding that part's parameters on the lines under it.
   *
   * @param sdkRequest the first request, the only one that does not depend on what an earlier one returned
   */
  public static RequestDescription sequence(String kind, String tableName, Map<String, Map<String, String>> parts,
      Object sdkRequest) {
    Map<String, String> fields = new LinkedHashMap<>();
    parts.forEach((name, part) -> fields.put(name, nested(part)));
    return new RequestDescription(kind, tableName, fields, sdkRequest);
  }

  /** The UpdateTimeToLive a generated {@code enableExpiryRequest()} builds. */
  public static RequestDescription of(software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("TimeToLiveSpecification", "{\"AttributeName\": " + quote(request.timeToLiveSpecification().attributeName())
        + ", \"Enabled\": " + request.timeToLiveSpecification().enabled() + "}");
    return new RequestDescription("UpdateTimeToLive", request.tableName(), fields, request);
  }

  /** A parameter's rendered value, or {@code null} when the request does not set it. */
  public String field(String name) {
    return fields.get(name);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(kind).append(' ').append(tableName);
    if (accessPattern != null) {
      out.append("  (access pattern ").append(quote(accessPattern)).append(')');
    }
    for (Map.Entry<String, String> field : fields.entrySet()) {
      // A transaction's action holds its parameters on the lines under its name.
      out.append("\n  ").append(field.getValue().startsWith("\n") ? field.getKey() + field.getValue()
          : String.format("%-26s %s", field.getKey(), field.getValue()));
    }
    return out.toString();
  }

  /** {@code "#c0 = :c0"} as {@code "status = "PAID""}: a condition, its placeholders replaced by what they stand for. */
  public static String conditionText(String condition, Map<String, String> names, Map<String, AttributeValue> values) {
    java.util.regex.Matcher placeholder = java.util.regex.Pattern.compile("[#:][A-Za-z0-9_]+").matcher(condition);
    StringBuilder text = new StringBuilder("\"");
    while (placeholder.find()) {
      String token = placeholder.group();
      String replacement = token.startsWith("#") ? names.getOrDefault(token, token)
          : values.containsKey(token) ? render(values.get(token)) : token;
      placeholder.appendReplacement(text, java.util.regex.Matcher.quoteReplacement(replacement));
    }
    placeholder.appendTail(text);
    return text.append('"').toString();
  }

  /** Renders an item or key as compact JSON-like text: strings quoted, numbers bare. */
  public static String render(Map<String, AttributeValue> item) {
    StringJoiner joiner = new StringJoiner(", ", "{ ", " }").setEmptyValue("{}");
    item.forEach((name, value) -> joiner.add(quote(name) + ": " + render(value)));
    return joiner.toString();
  }

  /** Renders one attribute value: strings quoted, numbers and booleans bare, others by type. */
  public static String render(AttributeValue value) {
    if (value == null) {
      return "null";
    }
    switch (value.type()) {
      case S:
        return quote(value.s());
      case N:
        return value.n();
      case BOOL:
        return value.bool().toString();
      case NUL:
        return "null";
      case M:
        return render(value.m());
      case L: {
        StringJoiner joiner = new StringJoiner(", ", "[", "]");
        value.l().forEach(element -> joiner.add(render(element)));
        return joiner.toString();
      }
      case SS:
        return value.ss().toString();
      case NS:
        return value.ns().toString();
      case B:
        return "<" + value.b().asByteArrayUnsafe().length + " bytes>";
      default:
        return value.toString();
    }
  }

  private static void putNamesAndValues(
      Map<String, String> fields, Map<String, String> names, Map<String, AttributeValue> values) {
    if (names != null && !names.isEmpty()) {
      StringJoiner joiner = new StringJoiner(", ", "{ ", " }");
      names.forEach((placeholder, name) -> joiner.add(quote(placeholder) + ": " + quote(name)));
      fields.put("ExpressionAttributeNames", joiner.toString());
    }
    if (values != null && !values.isEmpty()) {
      fields.put("ExpressionAttributeValues", render(values));
    }
  }

  private static void putIfPresent(Map<String, String> fields, String name, String value) {
    if (value != null) {
      fields.put(name, quote(value));
    }
  }

  private static String quote(String text) {
    if (text == null) {
      return "null";
    }
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }
}
