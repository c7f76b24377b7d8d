package io.partitura.processor.parse;

import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.EntityInfo;
import io.partitura.processor.model.NestedRecordModel;
import io.partitura.processor.model.TableInfo;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * Reads annotated elements into the model. Problems local to one element (a non-record, an
 * unsupported type, a missing parent key) are reported here, on the element that causes them;
 * problems between elements of a table are left to {@code SchemaValidator}.
 *
 * <p>The work is split by concern: {@link TableParser} for {@code @Table}, {@link EntityParser} for
 * entity records (with {@link ChildParser} and {@link EdgeParser} for their relationships,
 * {@link KeyParser}, {@link VersionParser}, {@link ExpiryParser}, {@link UniqueParser} and
 * {@link IndexParser} for what they declare), {@link ComponentParser} for record components and
 * nested records. The parsers that keep no state of their own are records of their collaborators.
 */
public final class SchemaParser {
  private final TableParser tables;
  private final ComponentParser components;
  private final EntityParser entities;

  public SchemaParser(ProcessingEnvironment env, Reporter reporter) {
    Annotations annotations = new Annotations(env.getElementUtils());
    this.tables = new TableParser(reporter, annotations);
    this.components = new ComponentParser(env.getElementUtils(), env.getTypeUtils(), reporter, annotations);
    this.entities = new EntityParser(env.getElementUtils(), reporter, annotations, tables, components);
  }

  /** Parses one table declaration; returns null (after reporting) when it is unusable. */
  public TableInfo table(TypeElement element) {
    return tables.table(element);
  }

  /**
   * Parses one entity record (and, for a child, its parent); returns null (after reporting) when
   * it has errors.
   */
  public EntityInfo entity(TypeElement element) {
    return entities.entity(element);
  }

  /**
   * The nested records some entity stores, directly or inside another nested record or a collection.
   * A record met only as a typed id in key positions is stored as its component and needs no map codec.
   */
  public List<NestedRecordModel> nestedRecords() {
    return components.nestedRecords(entities.models());
  }
}
