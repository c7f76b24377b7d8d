package io.partitura.it;

import io.partitura.testkit.TestServerKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the test server this run uses deviates from DynamoDB's documented behaviour, one fact each
 * (README, "What each test server lacks"). The differential classes (tagged {@code differential}) run
 * on dynalite and again on moto; they expect DynamoDB's behaviour, and a test that meets one of these
 * deviations names it here, so that any other disagreement between the servers fails the build.
 */
final class ServerDeviations {
  private ServerDeviations() {
  }

  /** The server of the classes that use {@code TestServerExtension}: {@code -Dpartitura.testkit.server}, dynalite by default. */
  static TestServerKind server() {
    return TestServerKind.fromSystemProperty();
  }

  /**
   * dynalite 4.0.0 accepts {@code ReturnValuesOnConditionCheckFailure=ALL_OLD} but never returns the
   * stored item with a failed condition (DynamoDB and moto do), so Partitura reads it with one
   * consistent GetItem to tell a failed condition from a missing item.
   */
  static boolean omitsTheStoredItemOfAFailedCondition() {
    return server() == TestServerKind.DYNALITE;
  }

  /** The requests of a refused conditional write: the write, then a GetItem only where the server omits the stored item. */
  static List<String> refusedWrite(String operation) {
    List<String> operations = new ArrayList<>(List.of(operation));
    if (omitsTheStoredItemOfAFailedCondition()) {
      operations.add("GetItem");
    }
    return operations;
  }

  /**
   * moto 5.2.1 stores numbers as sent: {@code 1.10} stays {@code 1.10} and {@code -0.0} stays
   * {@code -0.0}; DynamoDB (and dynalite) normalise them to {@code 1.1} and {@code 0}.
   */
  static boolean normalisesNumbers() {
    return server() != TestServerKind.MOTO;
  }

  /**
   * moto 5.2.1 returns no {@code LastEvaluatedKey} when a Query stops at its {@code Limit} on the last
   * item its key condition matches; DynamoDB (and dynalite) return one whenever the page is full, so a
   * reader that trusts it asks once more. One Query fewer on moto.
   */
  static boolean returnsALastEvaluatedKeyForEveryFullPage() {
    return server() != TestServerKind.MOTO;
  }

  /**
   * moto 5.2.1 does not apply a write atomically: two concurrent UpdateItems on one item whose
   * conditions both hold before either writes can both succeed (seen in
   * {@code ConditionsTest#aShipOnlyIfPaidRacingACancelOnlyIfPaidLetsExactlyOneWin}: both won in round 0),
   * and eight threads adding to one counter lost an increment (207 expected, 206 stored, in
   * {@code UpdateOperationsTest#eightThreadsAddingToOneCounterLoseNothing}, one run in three). DynamoDB,
   * and dynalite, evaluate a condition and write the item as one step. Races run on dynalite only.
   */
  static boolean appliesConcurrentWritesAtomically() {
    return server() != TestServerKind.MOTO;
  }

  /**
   * moto 5.2.1 fails with HTTP 500 (an AttributeError in its {@code update_with_attribute_updates}) on an
   * UpdateItem without an {@code UpdateExpression}, which DynamoDB's API reference allows (the field is
   * optional) and dynalite serves; Partitura sends one for an update whose only operations are empty sets
   * or lists.
   */
  static boolean servesAnUpdateItemWithoutAnUpdateExpression() {
    return server() != TestServerKind.MOTO;
  }
}
