package io.partitura.runtime.exceptions;

import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * DynamoDB refused or failed a request for a reason no more specific exception covers. The message
 * names the access pattern, the table and the key; the SDK's exception is the cause.
 */
public class RequestFailedException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String operation;

  public RequestFailedException(String operation, String message, Throwable cause) {
    super(message, cause);
    this.operation = operation;
  }

  /** The access pattern that sent the request, for example {@code projects.inWorkspace}. */
  public String operation() {
    return operation;
  }

  /** The AWS error code, or {@code null} when the failure did not come from DynamoDB. */
  public String awsErrorCode() {
    return getCause() instanceof DynamoDbException e && e.awsErrorDetails() != null
        ? e.awsErrorDetails().errorCode()
        : null;
  }
}
