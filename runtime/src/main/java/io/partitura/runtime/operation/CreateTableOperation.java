package io.partitura.runtime.operation;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;

/**
 * One CreateTable, as the table's definition builds it; the result is whether this request created the table.
 * The table is not ACTIVE yet when it returns: {@link DescribeTableOperation#untilActive} waits for that.
 */
public final class CreateTableOperation implements Operation<CreateTableRequest, CreateTableResponse, Boolean> {
  private final CreateTableRequest request;
  private final boolean unlessExists;

  private CreateTableOperation(CreateTableRequest request, boolean unlessExists) {
    this.request = request;
    this.unlessExists = unlessExists;
  }

  /** Creates the table; one that exists is DynamoDB's refusal (ResourceInUseException), a failure. */
  public static CreateTableOperation of(CreateTableRequest request) {
    return new CreateTableOperation(request, false);
  }

  /**
   * Creates the table unless it exists: DynamoDB's ResourceInUseException (the table exists, or is being
   * created) is then no failure, and the result is {@code false}.
   */
  public static CreateTableOperation unlessExists(CreateTableRequest request) {
    return new CreateTableOperation(request, true);
  }

  @Override
  public String kind() {
    return "CreateTable";
  }

  @Override
  public CreateTableRequest request() {
    return request;
  }

  /** The SDK's response, or {@code null} when the table exists and that was expected. */
  @Override
  public CreateTableResponse call(DynamoDbClient client) {
    try {
      return client.createTable(request);
    } catch (ResourceInUseException exists) {
      if (unlessExists) {
        return null;
      }
      throw exists;
    }
  }

  @Override
  public Boolean result(CreateTableResponse response, TableContext table) {
    return response != null;
  }

  @Override
  public int itemCount(CreateTableResponse response) {
    return 0;
  }

  @Override
  public Double capacityUnits(CreateTableResponse response) {
    return null;
  }
}
