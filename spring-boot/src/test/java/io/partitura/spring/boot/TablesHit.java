package io.partitura.spring.boot;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/** Records the table every request names, as {@code "PutItem depot-…"}, so tests can see where requests went. */
final class TablesHit implements ExecutionInterceptor {

  private final List<String> requests = new ArrayList<>();

  @Override
  public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    SdkRequest request = context.request();
    String table = request.getValueForField("TableName", String.class).orElse("(no TableName)");
    synchronized (this) {
      requests.add(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME) + " " + table);
    }
  }

  synchronized List<String> requests() {
    return List.copyOf(requests);
  }

  synchronized void reset() {
    requests.clear();
  }
}
