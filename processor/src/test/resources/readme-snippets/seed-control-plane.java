// The README's first example (goldens-cases/seed-control-plane): the variables its fragments use.
import io.partitura.annotations.*;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class Snippet {
  interface Checkpoints {
    String load();

    void save(String checkpoint);
  }

  DynamoDbClient dynamoDbClient;
  DynamoDbClient client;
  byte[] secret32Bytes;
  Workspace workspace;
  ControlPlaneTable db;
  String cursor;
  Checkpoints checkpoints;

  void run() {
    /* snippet */
  }
}
