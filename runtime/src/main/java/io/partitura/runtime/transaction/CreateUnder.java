package io.partitura.runtime.transaction;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ParentNotFoundException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.operation.OwnChecks;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * A child created only under a parent that exists: one TransactWriteItems of the child's create (a
 * Put with {@code attribute_not_exists}, as {@code create} sends it) and a ConditionCheck
 * {@code attribute_exists} on the parent. Generated {@code createUnder} of {@code @ChildOf} repositories.
 */
public final class CreateUnder {
  private CreateUnder() {}

  /** The two actions: [0] the child's create, [1] the check that the parent exists. */
  public static WriteTransaction transaction(TableClient table, String operation, PutItemRequest create,
      OwnChecks own, ItemCodec<?> codec, Map<String, AttributeValue> parentKey, ItemCodec<?> parentCodec) {
    return new WriteTransaction(table, operation).put("create", create, own, codec)
        .conditionCheckExists(parentKey, parentCodec);
  }

  /**
   * Sends {@link #transaction}.
   *
   * @throws ParentNotFoundException when there is no parent; nothing is written
   * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the child's key is taken;
   *     nothing is written
   * @throws CancelledTransactionException when DynamoDB cancelled it for another reason (a conflicting
   *     transaction, say); nothing is written
   */
  public static void execute(TableClient table, String operation, PutItemRequest create, OwnChecks own,
      ItemCodec<?> codec, Map<String, AttributeValue> parentKey, ItemCodec<?> parentCodec) {
    try {
      transaction(table, operation, create, own, codec, parentKey, parentCodec).execute();
    } catch (CancelledTransactionException cancelled) {
      CancelledTransactionException.Reason child = cancelled.reasons().get(0);
      CancelledTransactionException.Reason parent = cancelled.reasons().get(1);
      String childKey = table.describeKey(table.keyOf(create.item()));
      // Without a parent the child could not be written at all: that is the first thing to fix.
      if (parent.conditionFailed()) {
        throw new ParentNotFoundException(operation, table.describeKey(parentKey), childKey, cancelled);
      }
      if (child.conditionFailed()) {
        RuntimeException refusal = own.refusal(operation, childKey, child.storedItem(), cancelled);
        throw refusal != null ? refusal : child.refusal();
      }
      throw cancelled;
    }
  }
}
