package io.partitura.processor.generate;

import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.TableModel;
import io.partitura.processor.model.TemplateText;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Two entities whose keys can be one item: for the table key and for each index both write, their key templates
 * (explicit ones, or Partitura's format written as a template) are compared as patterns, every placeholder any
 * non-empty text; when both the partition and the sort key patterns have a word in common, the pair is an error
 * naming that key. Only pairs where one entity has explicit templates are compared: Partitura's own format keeps
 * entities apart by their unique prefixes.
 */
public final class TemplateOverlaps {
  private static final char ANY = '\u0000';
  private static final char STAR = '\u0001';

  private TemplateOverlaps() {}

  /** Whether the table's templates leave every two entities apart; reports each overlap. */
  public static boolean check(TableModel table, Reporter reporter) {
    KeyTemplates templates = new KeyTemplates(table);
    boolean ok = true;
    List<EntityModel> entities = table.entities();
    for (int i = 0; i < entities.size(); i++) {
      for (int j = i + 1; j < entities.size(); j++) {
        EntityModel a = entities.get(i);
        EntityModel b = entities.get(j);
        if (!templated(a) && !templated(b)) {
          continue;
        }
        Map<String, String[]> keysOfA = keys(templates, a);
        Map<String, String[]> keysOfB = keys(templates, b);
        for (Map.Entry<String, String[]> key : keysOfA.entrySet()) {
          String[] other = keysOfB.get(key.getKey());
          if (other == null) {
            continue;
          }
          String partition = common(key.getValue()[1], other[1]);
          String sort = partition == null ? null : common(key.getValue()[3], other[3]);
          if (sort != null) {
            EntityModel templated = templated(b) ? b : a;
            reporter.report(Message.TEMPLATE_OVERLAP, templated.element(), a.simpleName(), b.simpleName(),
                table.tableName(), key.getValue()[0] + "=" + partition + ", " + key.getValue()[2] + "=" + sort);
            ok = false;
          }
        }
      }
    }
    return ok;
  }

  /** Whether any key of the entity is an explicit template: its own, or one of its indexes'. */
  private static boolean templated(EntityModel entity) {
    return entity.layout().templated()
        || entity.globalIndexes().stream().anyMatch(io.partitura.processor.model.EntityIndexModel::templated);
  }

  /** Per key (the table's, or an index's name): {partition attribute, template, sort attribute, template}. */
  private static Map<String, String[]> keys(KeyTemplates templates, EntityModel entity) {
    Map<String, String[]> keys = new HashMap<>();
    KeyTemplates.Key partition = templates.partitionKey(entity);
    KeyTemplates.Key sort = templates.sortKey(entity);
    keys.put("", new String[] {partition.attribute(), partition.template(), sort.attribute(), sort.template()});
    for (KeyTemplates.IndexKey index : templates.indexKeys(entity)) {
      // A local index's partition is the item's own partition key.
      KeyTemplates.Key indexPartition = index.partitionKey() != null ? index.partitionKey() : partition;
      keys.put(index.index().name(), new String[] {indexPartition.attribute(), indexPartition.template(),
          index.sortKey().attribute(), index.sortKey().template()});
    }
    return keys;
  }

  /** A shortest key both templates can produce (placeholders written {@code x}), or {@code null} for none. */
  static String common(String a, String b) {
    String pa = pattern(a);
    String pb = pattern(b);
    // Breadth-first over (position in a, position in b), free moves (a star matching nothing) first.
    Map<Long, String> seen = new HashMap<>();
    Deque<long[]> queue = new ArrayDeque<>();
    seen.put(0L, "");
    queue.add(new long[] {0, 0});
    while (!queue.isEmpty()) {
      long[] state = queue.poll();
      int i = (int) state[0];
      int j = (int) state[1];
      String word = seen.get(state[0] << 32 | state[1]);
      if (i == pa.length() && j == pb.length()) {
        return word;
      }
      List<Object[]> moves = new ArrayList<>();
      char ca = i < pa.length() ? pa.charAt(i) : 0xFFFF;
      char cb = j < pb.length() ? pb.charAt(j) : 0xFFFF;
      if (ca == STAR) {
        moves.add(new Object[] {i + 1, j, ""});
      }
      if (cb == STAR) {
        moves.add(new Object[] {i, j + 1, ""});
      }
      if (ca != 0xFFFF && cb != 0xFFFF) {
        char x = ca == STAR || ca == ANY ? (cb == STAR || cb == ANY ? 'x' : cb) : ca;
        boolean match = ca == STAR || ca == ANY || cb == STAR || cb == ANY || ca == cb;
        if (match) {
          moves.add(new Object[] {ca == STAR ? i : i + 1, cb == STAR ? j : j + 1, String.valueOf(x)});
        }
      }
      for (Object[] move : moves) {
        long next = ((long) (int) move[0]) << 32 | (int) move[1];
        if (!seen.containsKey(next)) {
          seen.put(next, word + move[2]);
          if (((String) move[2]).isEmpty()) {
            queue.addFirst(new long[] {(int) move[0], (int) move[1]});
          } else {
            queue.addLast(new long[] {(int) move[0], (int) move[1]});
          }
        }
      }
    }
    return null;
  }

  /** The template with each placeholder as one any-char then any text. */
  private static String pattern(String template) {
    TemplateText text = TemplateText.parse(template);
    if (text == null) {
      return template;
    }
    StringBuilder pattern = new StringBuilder(text.constants().get(0));
    for (int i = 0; i < text.placeholders().size(); i++) {
      pattern.append(ANY).append(STAR).append(text.constants().get(i + 1));
    }
    return pattern.toString();
  }
}
