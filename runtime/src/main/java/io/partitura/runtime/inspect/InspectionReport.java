package io.partitura.runtime.inspect;

import io.partitura.runtime.schema.ItemRecognition;
import io.partitura.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a {@link TableInspection} found in its sample: every item scanned is counted exactly once, as an item of one
 * entity ({@link #perEntity}), one of Partitura's own ({@link #ownItems}), an item of no entity ({@link #unmatched}) or
 * one its entity refuses ({@link #refused}). {@link #format()} renders it for a person: the counts, the unmatched and
 * refused items with their keys, and the items as item collections.
 *
 * @param tableName the table read
 * @param definition the table's definition: its key and type attributes, its entities
 * @param sample what was asked: the Scan's limit, the pages, the segment
 * @param requests Scan requests sent (one per page read)
 * @param itemsScanned items the Scans returned
 * @param consumedCapacityUnits read capacity DynamoDB reported for the Scans, or {@code null} when it reported none
 * @param complete whether the Scan reached the end of the table (of the segment): then the sample is all of it
 * @param perEntity items of each entity, in the order the table declares them (zero for an entity not seen)
 * @param ownItems Partitura's own items, per kind (only the kinds seen)
 * @param unmatched items of no entity, in Scan order
 * @param refused items an entity's type attribute names but that its codec cannot read, in Scan order
 * @param items every item scanned, in Scan order: its keys and what it is
 */
public record InspectionReport(
    String tableName,
    TableDefinition definition,
    Sample sample,
    int requests,
    long itemsScanned,
    Double consumedCapacityUnits,
    boolean complete,
    Map<Class<?>, Long> perEntity,
    Map<ItemRecognition.OwnItem, Long> ownItems,
    List<UnmatchedItem> unmatched,
    List<RefusedItem> refused,
    List<InspectedItem> items) {
  /** Rows of the item-collection table {@link #format()} shows. */
  public static final int DEFAULT_ROWS = 50;
  /** Key and type cells longer than this are cut, so one long key does not widen the whole table. */
  private static final int MAX_CELL = 48;

  public InspectionReport {
    Objects.requireNonNull(tableName, "tableName");
    Objects.requireNonNull(definition, "definition");
    Objects.requireNonNull(sample, "sample");
    perEntity = Collections.unmodifiableMap(new LinkedHashMap<>(perEntity));
    ownItems = Collections.unmodifiableMap(new LinkedHashMap<>(ownItems));
    unmatched = List.copyOf(unmatched);
    refused = List.copyOf(refused);
    items = List.copyOf(items);
  }

  /**
   * What was asked of the Scan.
   *
   * @param limit its {@code Limit}: items per page at most
   * @param pages pages it read at most
   * @param segment the segment read, or {@code null} for the table from its start
   * @param totalSegments the segments the Scan was split in, or {@code null}
   */
  public record Sample(int limit, int pages, Integer segment, Integer totalSegments) {}

  /**
   * An item of no entity.
   *
   * @param keys its primary key, as stored
   * @param reason why it is none
   * @param detail what was found: the type attribute's value, or the keys the named entity's format gives
   */
  public record UnmatchedItem(Map<String, AttributeValue> keys, ItemRecognition.Reason reason, String detail) {
    public UnmatchedItem {
      keys = Collections.unmodifiableMap(new LinkedHashMap<>(keys));
    }
  }

  /**
   * An item whose type attribute names {@code entity}, which its codec cannot read.
   *
   * @param keys its primary key, as stored
   * @param entity the record class its type attribute names
   * @param reason what the codec said
   */
  public record RefusedItem(Map<String, AttributeValue> keys, Class<?> entity, String reason) {
    public RefusedItem {
      keys = Collections.unmodifiableMap(new LinkedHashMap<>(keys));
    }
  }

  /**
   * One item scanned.
   *
   * @param keys its primary key, as stored
   * @param type its type attribute's string, or {@code null}
   * @param verdict what it is (with the record, for an entity's item)
   */
  public record InspectedItem(Map<String, AttributeValue> keys, String type, ItemRecognition.Verdict verdict) {
    public InspectedItem {
      keys = Collections.unmodifiableMap(new LinkedHashMap<>(keys));
      Objects.requireNonNull(verdict, "verdict");
    }

    /** What it was read as, in a few words: {@code Student}, {@code refused by Student}, {@code unmatched: NO_TYPE}. */
    public String readAs() {
      if (verdict instanceof ItemRecognition.Read read) {
        return read.entity().codec().type().getSimpleName();
      }
      if (verdict instanceof ItemRecognition.Own own) {
        return "Partitura's own: " + own.kind().description();
      }
      if (verdict instanceof ItemRecognition.Refused refused) {
        return "refused by " + refused.entity().codec().type().getSimpleName();
      }
      return "unmatched: " + ((ItemRecognition.Unmatched) verdict).reason();
    }
  }

  /** Items of {@code entity} (its record class) in the sample; 0 for a class of no entity. */
  public long count(Class<?> entity) {
    return perEntity.getOrDefault(entity, 0L);
  }

  /** Partitura's own items in the sample, of every kind. */
  public long ownItemCount() {
    return ownItems.values().stream().mapToLong(Long::longValue).sum();
  }

  /** {@link #format(int)} with at most {@value #DEFAULT_ROWS} rows of item collections. */
  public String format() {
    return format(DEFAULT_ROWS);
  }

  /**
   * The report as text: a headline (items, requests, capacity, whether the whole table was read), the items per
   * entity, the unmatched and refused items with their keys and reasons, then at most {@code maxRows} scanned items
   * as item collections (the partition key shown once per collection).
   */
  public String format(int maxRows) {
    StringBuilder out = new StringBuilder();
    out.append("Inspection of table ").append(tableName).append(": ").append(itemsScanned)
        .append(itemsScanned == 1 ? " item" : " items").append(" read by ").append(requests)
        .append(requests == 1 ? " Scan" : " Scans").append(" (Limit ").append(sample.limit()).append(", at most ")
        .append(sample.pages()).append(sample.pages() == 1 ? " page" : " pages");
    if (sample.segment() != null) {
      out.append(", segment ").append(sample.segment()).append(" of ").append(sample.totalSegments());
    }
    out.append(')');
    if (consumedCapacityUnits != null) {
      out.append(", ").append(String.format(Locale.ROOT, "%.1f", consumedCapacityUnits))
          .append(" read capacity units");
    }
    out.append(complete
        ? (sample.segment() == null ? "; that is the whole table." : "; that is the whole segment.")
        : "; the Scan stopped before the end of the " + (sample.segment() == null ? "table" : "segment")
            + " (more pages or a larger limit read further).").append("\n\n");

    Columns counts = new Columns("read as", "items").rightAligned(1);
    perEntity.forEach((entity, count) -> counts.row(entity.getSimpleName(), count));
    for (ItemRecognition.OwnItem kind : ItemRecognition.OwnItem.values()) {
      counts.row("Partitura's own: " + kind.description() + "s", ownItems.getOrDefault(kind, 0L));
    }
    counts.row("unmatched (of no entity)", unmatched.size());
    counts.row("refused by their entity", refused.size());
    out.append(counts.render("  "));

    String partitionKey = definition.partitionKey();
    String sortKey = definition.sortKey();
    if (!unmatched.isEmpty()) {
      out.append("\nUnmatched: ").append(unmatched.size()).append(unmatched.size() == 1 ? " item" : " items")
          .append(" of no entity\n");
      Columns rows = new Columns(partitionKey, sortKey, "reason", "detail");
      for (UnmatchedItem item : unmatched) {
        rows.row(text(item.keys().get(partitionKey)), text(item.keys().get(sortKey)), item.reason(), item.detail());
      }
      out.append(rows.render("  "));
    }
    if (!refused.isEmpty()) {
      out.append("\nRefused: ").append(refused.size()).append(refused.size() == 1 ? " item" : " items")
          .append(" whose entity cannot read them\n");
      Columns rows = new Columns(partitionKey, sortKey, "entity", "reason");
      for (RefusedItem item : refused) {
        rows.row(text(item.keys().get(partitionKey)), text(item.keys().get(sortKey)), item.entity().getSimpleName(),
            item.reason());
      }
      out.append(rows.render("  "));
    }

    if (!items.isEmpty() && maxRows > 0) {
      out.append("\nItem collections, in Scan order (").append(partitionKey)
          .append(" shown once per collection):\n");
      Columns collections = new Columns(partitionKey, sortKey, definition.typeAttribute(), "read as");
      String previous = null;
      for (int i = 0; i < Math.min(maxRows, items.size()); i++) {
        InspectedItem item = items.get(i);
        String partition = text(item.keys().get(partitionKey));
        collections.row(partition.equals(previous) ? "" : partition, text(item.keys().get(sortKey)),
            item.type() == null ? "" : cut(item.type()), item.readAs());
        previous = partition;
      }
      out.append(collections.render("  "));
      if (items.size() > maxRows) {
        out.append("  … and ").append(items.size() - maxRows).append(" more (format(rows) shows more)\n");
      }
    }
    return out.toString();
  }

  @Override
  public String toString() {
    return format();
  }

  private static String text(AttributeValue value) {
    if (value == null) {
      return "";
    }
    return cut(value.s() != null ? value.s() : value.n() != null ? value.n() : value.toString());
  }

  private static String cut(String text) {
    return text.length() <= MAX_CELL ? text : text.substring(0, MAX_CELL - 1) + "…";
  }

  /** Collects what {@link TableInspection#run()} reads, page by page. */
  static final class Builder {
    private final String tableName;
    private final TableDefinition definition;
    private final Sample sample;
    private final Map<Class<?>, Long> perEntity = new LinkedHashMap<>();
    private final Map<ItemRecognition.OwnItem, Long> ownItems = new EnumMap<>(ItemRecognition.OwnItem.class);
    private final List<UnmatchedItem> unmatched = new ArrayList<>();
    private final List<RefusedItem> refused = new ArrayList<>();
    private final List<InspectedItem> items = new ArrayList<>();
    private int requests;
    private Double units;

    Builder(String tableName, TableDefinition definition, int limit, int pages, Integer segment,
        Integer totalSegments) {
      this.tableName = tableName;
      this.definition = definition;
      this.sample = new Sample(limit, pages, segment, totalSegments);
      for (TableDefinition.Entity entity : definition.entities()) {
        perEntity.put(entity.codec().type(), 0L);
      }
    }

    void page(Double capacityUnits) {
      requests++;
      if (capacityUnits != null) {
        units = (units == null ? 0 : units) + capacityUnits;
      }
    }

    void item(Map<String, AttributeValue> keys, String type, ItemRecognition.Verdict verdict) {
      items.add(new InspectedItem(keys, type, verdict));
      if (verdict instanceof ItemRecognition.Read read) {
        perEntity.merge(read.entity().codec().type(), 1L, Long::sum);
      } else if (verdict instanceof ItemRecognition.Own own) {
        ownItems.merge(own.kind(), 1L, Long::sum);
      } else if (verdict instanceof ItemRecognition.Refused refusal) {
        refused.add(new RefusedItem(keys, refusal.entity().codec().type(), refusal.reason()));
      } else {
        ItemRecognition.Unmatched none = (ItemRecognition.Unmatched) verdict;
        unmatched.add(new UnmatchedItem(keys, none.reason(), none.detail()));
      }
    }

    InspectionReport build(boolean complete) {
      return new InspectionReport(tableName, definition, sample, requests, items.size(), units, complete, perEntity,
          ownItems, unmatched, refused, items);
    }
  }

  /** A plain-text table whose columns are as wide as their widest cell; numbers right-aligned. */
  private static final class Columns {
    private final List<String> headers;
    private final boolean[] right;
    private final List<List<String>> rows = new ArrayList<>();

    Columns(String... headers) {
      this.headers = List.of(headers);
      this.right = new boolean[headers.length];
    }

    Columns rightAligned(int column) {
      right[column] = true;
      return this;
    }

    void row(Object... cells) {
      List<String> row = new ArrayList<>();
      for (Object cell : cells) {
        row.add(String.valueOf(cell));
      }
      rows.add(row);
    }

    String render(String indent) {
      int[] widths = new int[headers.size()];
      for (int c = 0; c < widths.length; c++) {
        widths[c] = headers.get(c).length();
        for (List<String> row : rows) {
          widths[c] = Math.max(widths[c], row.get(c).length());
        }
      }
      StringBuilder out = new StringBuilder();
      line(out, indent, headers, widths);
      List<String> rules = new ArrayList<>();
      for (int width : widths) {
        rules.add("-".repeat(width));
      }
      line(out, indent, rules, widths);
      for (List<String> row : rows) {
        line(out, indent, row, widths);
      }
      return out.toString();
    }

    private void line(StringBuilder out, String indent, List<String> cells, int[] widths) {
      StringBuilder line = new StringBuilder(indent);
      for (int c = 0; c < cells.size(); c++) {
        if (c > 0) {
          line.append("  ");
        }
        String padding = " ".repeat(widths[c] - cells.get(c).length());
        line.append(right[c] ? padding + cells.get(c) : cells.get(c) + padding);
      }
      int end = line.length();
      while (end > indent.length() && line.charAt(end - 1) == ' ') {
        end--;
      }
      out.append(line, 0, end).append('\n');
    }
  }
}
