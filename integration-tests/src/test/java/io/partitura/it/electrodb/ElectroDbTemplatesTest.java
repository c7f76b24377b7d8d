package io.partitura.it.electrodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.it.electro.Course;
import io.partitura.it.electro.ElectroTable;
import io.partitura.it.electro.Enrollment;
import io.partitura.it.electro.Student;
import io.partitura.it.electro.TeamMember;
import io.partitura.it.electro.Workspace;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestServer;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A Partitura model whose key templates are ElectroDB's (io.partitura.it.electro) writes, into dynalite, the keys
 * ElectroDB writes for the same attributes ({@link ElectroDbKeyRules}, checked against ElectroDB itself by
 * ElectroDbKeyFormatTest), reads them back case-insensitively, and refuses ElectroDB's ambiguous tuple before any request.
 */
@ExtendWith(DynaliteExtension.class)
class ElectroDbTemplatesTest {
  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static ElectroTable electro;

  @BeforeAll
  static void createTable(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    electro = ElectroTable.builder().client(client).tableName("electro-" + UUID.randomUUID()).build();
    electro.createTable();
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  private static Map<String, AttributeValue> stored(String pk, String sk) {
    return client.getItem(GetItemRequest.builder().tableName(electro.tableName())
        .key(Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk))).build()).item();
  }

  /** The keys ElectroDB writes for {@code attributes}, for the indexes this model has (the first {@code indexes}). */
  private static void assertElectroDbKeys(String entity, Map<String, Object> attributes, int indexes,
      Map<String, AttributeValue> item) {
    ElectroDbKeyRules.Entity model = ElectroDbKeyRules.MODEL.get(entity);
    for (ElectroDbKeyRules.Index index : model.indexes().subList(0, indexes)) {
      assertEquals(ElectroDbKeyRules.partitionKey(model, index, attributes), item.get(index.pkField()).s(),
          entity + " " + index.pkField());
      assertEquals(ElectroDbKeyRules.sortKey(model, index, attributes), item.get(index.skField()).s(),
          entity + " " + index.skField());
    }
    assertEquals(model.name(), item.get("__edb_e__").s());
    assertEquals(model.version(), item.get("__edb_v__").s());
  }

  @Test
  void writesElectroDbsKeysItemByItem() {
    electro.students().put(new Student("A91", "Ana", "Ana@Example.com"));
    electro.courses().put(new Course("CS#101", "Intro", "CS", 101));
    electro.enrollments().put(new Enrollment("A91", "CS#101", "A", "2026-02-02", "2026-S1"));
    electro.workspaces().put(new Workspace("Globex#EU", "Globex Europe", "FREE"));
    electro.teamMembers().put(new TeamMember("Globex#EU", "ñandú-café", "🚀rocket", "owner"));
    assertEquals(5, requests.count("PutItem"));

    Map<String, AttributeValue> student = stored("$school#studentid_a91", "$studentenrollments#student_1");
    assertElectroDbKeys("student", Map.of("studentId", "A91", "name", "Ana", "email", "Ana@Example.com"), 1, student);
    assertEquals("A91", student.get("studentId").s(), "the attribute keeps its case");
    Map<String, AttributeValue> course = stored("$school#courseid_cs#101", "$course_1");
    assertElectroDbKeys("course", Map.of("courseId", "CS#101"), 1, course);
    Map<String, AttributeValue> enrollment = stored("$school#studentid_a91",
        "$studentenrollments#enrollment_2#courseid_cs#101");
    // Table key and gsi1 (courseEnrollments): ElectroDB's exact strings.
    assertElectroDbKeys("enrollment", Map.of("studentId", "A91", "courseId", "CS#101"), 2, enrollment);
    assertElectroDbKeys("workspace", Map.of("workspaceId", "Globex#EU"), 1,
        stored("$controlplane#workspaceid_globex#eu", "$workspaceprojects#workspace_1"));
    assertElectroDbKeys("teamMember", Map.of("workspaceId", "Globex#EU", "team", "ñandú-café", "userId", "🚀rocket"), 1,
        stored("$controlplane#workspaceid_globex#eu", "$workspaceprojects#teammember_1#team_ñandú-café#userid_🚀rocket"));
  }

  @Test
  void aDifferentlyCasedIdFindsTheSameItemWithItsStoredCase() {
    electro.workspaces().put(new Workspace("Umbrella", "Umbrella Corp", "PRO"));
    requests.reset();
    assertEquals("Umbrella", electro.workspaces().get("UMBRELLA").orElseThrow().workspaceId());
    assertEquals(1, requests.count("GetItem"));
  }

  @Test
  void theAmbiguousTupleIsRefusedBeforeAnyRequest() {
    electro.workspaces().put(new Workspace("refuse", "Refuse", "FREE"));
    requests.reset();
    // ElectroDB stores {team: "dev#userid_eve", userId: "x"} and {team: "dev", userId: "eve#userid_x"} as one key.
    InvalidKeyException refused = assertThrows(InvalidKeyException.class,
        () -> electro.teamMembers().put(new TeamMember("refuse", "dev#userid_eve", "x", "member")));
    assertEquals(0, requests.total(), "nothing is sent");
    assertEquals(true, refused.getMessage().contains("trades escaping for compatibility"), refused.getMessage());
    electro.teamMembers().put(new TeamMember("refuse", "dev", "eve#userid_x", "member"));
    List<Map<String, AttributeValue>> members = client.scan(ScanRequest.builder().tableName(electro.tableName()).build())
        .items().stream().filter(item -> "teamMember".equals(item.get("__edb_e__").s())
            && "refuse".equals(item.get("workspaceId").s())).toList();
    assertEquals(1, members.size());
    assertEquals("eve#userid_x", members.get(0).get("userId").s());
    assertEquals(List.of(new TeamMember("refuse", "dev", "eve#userid_x", "member")),
        electro.teamMembers().inWorkspace("refuse").all());
  }

  @Test
  void aPartialUpdateWritesTheTemplatedIndexKeysAsPutWould() {
    electro.students().put(new Student("Upd#1", "Upd", "old@example.com"));
    electro.workspaces().put(new Workspace("Upd#WS", "Upd", "FREE"));
    requests.reset();
    electro.students().update("Upd#1").email("New@Example.com").apply();
    electro.workspaces().update("Upd#WS").plan("PRO").apply();
    assertEquals(2, requests.count("UpdateItem"));
    Map<String, AttributeValue> student = stored("$school#studentid_upd#1", "$studentenrollments#student_1");
    assertEquals("$school#email_new@example.com", student.get("gsi2pk").s());
    assertEquals("$student_1", student.get("gsi2sk").s());
    Map<String, AttributeValue> workspace = stored("$controlplane#workspaceid_upd#ws", "$workspaceprojects#workspace_1");
    assertEquals("$controlplane#plan_pro", workspace.get("gsi1pk").s());
    assertEquals("$workspace_1#workspaceid_upd#ws", workspace.get("gsi1sk").s());
    assertEquals(List.of(new Student("Upd#1", "Upd", "New@Example.com")),
        electro.students().byEmail("new@example.com").all());
  }
}
