package io.partitura.runtime.operation;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/**
 * One UpdateTimeToLive: DynamoDB deletes items once the number of epoch seconds in the table's Time to Live
 * attribute has passed. DynamoDB refuses it while Time to Live is already enabled on the table, or was changed
 * within the last hour.
 */
public final class UpdateTimeToLiveOperation implements Operation<UpdateTimeToLiveRequest, UpdateTimeToLiveResponse,
    Void> {
  private final UpdateTimeToLiveRequest request;

  private UpdateTimeToLiveOperation(UpdateTimeToLiveRequest request) {
    this.request = request;
  }

  /** The UpdateTimeToLive that enables expiry on {@code attribute} of table {@code tableName}. */
  public static UpdateTimeToLiveRequest enableRequest(String tableName, String attribute) {
    return UpdateTimeToLiveRequest.builder()
        .tableName(tableName)
        .timeToLiveSpecification(spec -> spec.attributeName(attribute).enabled(true))
        .build();
  }

  public static UpdateTimeToLiveOperation of(UpdateTimeToLiveRequest request) {
    return new UpdateTimeToLiveOperation(request);
  }

  @Override
  public String kind() {
    return "UpdateTimeToLive";
  }

  @Override
  public UpdateTimeToLiveRequest request() {
    return request;
  }

  @Override
  public UpdateTimeToLiveResponse call(DynamoDbClient client) {
    return client.updateTimeToLive(request);
  }

  @Override
  public Void result(UpdateTimeToLiveResponse response, TableContext table) {
    return null;
  }

  @Override
  public int itemCount(UpdateTimeToLiveResponse response) {
    return 0;
  }

  @Override
  public Double capacityUnits(UpdateTimeToLiveResponse response) {
    return null;
  }
}
