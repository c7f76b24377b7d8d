package io.partitura.runtime.operation;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;

/** One DeleteTable: the table and every item in it. It is not gone yet when this returns. */
public final class DeleteTableOperation implements Operation<DeleteTableRequest, DeleteTableResponse, Void> {
  private final DeleteTableRequest request;

  private DeleteTableOperation(DeleteTableRequest request) {
    this.request = request;
  }

  /** Deletes table {@code tableName}. */
  public static DeleteTableOperation of(String tableName) {
    return new DeleteTableOperation(DeleteTableRequest.builder().tableName(tableName).build());
  }

  @Override
  public String kind() {
    return "DeleteTable";
  }

  @Override
  public DeleteTableRequest request() {
    return request;
  }

  @Override
  public DeleteTableResponse call(DynamoDbClient client) {
    return client.deleteTable(request);
  }

  @Override
  public Void result(DeleteTableResponse response, TableContext table) {
    return null;
  }

  @Override
  public int itemCount(DeleteTableResponse response) {
    return 0;
  }

  @Override
  public Double capacityUnits(DeleteTableResponse response) {
    return null;
  }
}
