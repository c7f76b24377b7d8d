package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares one DynamoDB table of a single-table design. Put it on an empty interface; entities
 * name the interface in {@link Parent#table()}, and the processor generates {@code <Interface>Table},
 * the typed entry point to every entity of the table.
 *
 * <pre>{@code
 * @Table(name = "control-plane", partitionKey = "EntityRef", sortKey = "Detail")
 * public interface ControlPlane {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Table {
  /** The DynamoDB table name (3 to 255 characters of {@code a-z A-Z 0-9 _ - .}). */
  String name();

  /** Name of the partition key attribute. */
  String partitionKey() default "PK";

  /** Name of the sort key attribute. */
  String sortKey() default "SK";

  /**
   * Name of the attribute that records which entity an item holds. Mixed results (a parent and
   * its children from one Query) are split by this attribute, never by parsing key strings.
   */
  String typeAttribute() default "_type";

  /** Billing mode written into the generated {@code CreateTableRequest}. */
  BillingMode billingMode() default BillingMode.PAY_PER_REQUEST;

  /**
   * Read capacity units of the table and of each global index, used only when {@link #billingMode()}
   * is {@code PROVISIONED}; at least 1 (a smaller value is a compile error in any billing mode).
   */
  long readCapacityUnits() default 5;

  /**
   * Write capacity units of the table and of each global index, used only when {@link #billingMode()}
   * is {@code PROVISIONED}; at least 1 (a smaller value is a compile error in any billing mode).
   */
  long writeCapacityUnits() default 5;

  /**
   * The version of the table's key format, checked against the committed snapshots when the processor
   * option {@code partitura.schemaLocation} is set: a change that would leave stored items where no
   * generated call finds them (a prefix, a key component, a shard count, an index key…) is a compile
   * error until this number is raised. Raising it accepts the change: the snapshot of the new version is
   * written beside the old one, and the stored items must then be migrated (see the README).
   */
  int schemaVersion() default 1;

  /**
   * The table's DynamoDB stream and what each record of it carries; {@code NONE} (the default) has no stream. Written
   * into the generated {@code createTableRequest()} and the CloudFormation and Terraform files; the generated
   * {@code <Table>Event} decodes the records. A consumer needs the new image to see what was inserted or modified and
   * the old one to see what was removed: {@code NEW_AND_OLD_IMAGES} gives both.
   */
  StreamView stream() default StreamView.NONE;

  /** DynamoDB's stream view types, and no stream. */
  enum StreamView {
    NONE,
    KEYS_ONLY,
    NEW_IMAGE,
    OLD_IMAGE,
    NEW_AND_OLD_IMAGES
  }

  /** DynamoDB billing modes. */
  enum BillingMode {
    PAY_PER_REQUEST,
    PROVISIONED
  }
}
