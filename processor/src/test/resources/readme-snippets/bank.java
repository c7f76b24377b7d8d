// "Testing your code": a table with a unique value, run on moto (transactions).
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class Snippet {
  void run() {
    /* snippet */
  }
}
