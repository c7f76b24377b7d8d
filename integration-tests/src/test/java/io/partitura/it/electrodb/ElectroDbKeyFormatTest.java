package io.partitura.it.electrodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The ground truth of ElectroDB 3.9.3's key formats: ElectroDB itself (the npm fixture in
 * {@code interop/electrodb}, run with Node.js) writes the fixture into dynalite and runs its access
 * patterns; this test asserts the stored items' exact keys and type markers, the items each pattern
 * returns in their order, and the requests each sends. {@code interop/electrodb/KEYS.md} states the rules
 * these facts follow, and {@link ElectroDbKeyRules} (checked here) writes them in Java.
 */
@ExtendWith(DynaliteExtension.class)
class ElectroDbKeyFormatTest {
  /** Every stored item, by pk then sk (UTF-8 byte order): markers, pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk. */
  private static final String STORED = """
      project | 1 | $controlplane#workspaceid_acme | $workspaceprojects#project_1#projectid_ação-3 | $controlplane#status_archived | $project_1#createdat_2025-12-24t18:00:00z#projectid_ação-3 | $controlplane#workspaceid_acme | $project_1#priority_2.5#projectid_ação-3
      project | 1 | $controlplane#workspaceid_acme | $workspaceprojects#project_1#projectid_p#002 | $controlplane#status_active | $project_1#createdat_2026-02-03t12:30:00z#projectid_p#002 | $controlplane#workspaceid_acme | $project_1#priority_10#projectid_p#002
      project | 1 | $controlplane#workspaceid_acme | $workspaceprojects#project_1#projectid_p-001 | $controlplane#status_active | $project_1#createdat_2026-01-10t09:00:00z#projectid_p-001 | $controlplane#workspaceid_acme | $project_1#priority_1#projectid_p-001
      project | 1 | $controlplane#workspaceid_acme | $workspaceprojects#project_1#projectid_p-005 | $controlplane#status_active | $project_1#createdat_2026-01-20t10:00:00z#projectid_p-005 | $controlplane#workspaceid_acme | $project_1#priority_-1#projectid_p-005
      project | 1 | $controlplane#workspaceid_acme | $workspaceprojects#project_1#projectid_🚀-launch | $controlplane#status_active | $project_1#createdat_2026-03-15t08:00:00z#projectid_🚀-launch | $controlplane#workspaceid_acme | $project_1#priority_9#projectid_🚀-launch
      teamMember | 1 | $controlplane#workspaceid_acme | $workspaceprojects#teammember_1#team_dev#userid_eve#userid_x | - | - | - | -
      teamMember | 1 | $controlplane#workspaceid_acme | $workspaceprojects#teammember_1#team_ops#userid_ann | - | - | - | -
      teamMember | 1 | $controlplane#workspaceid_acme | $workspaceprojects#teammember_1#team_ops#userid_carla | - | - | - | -
      teamMember | 1 | $controlplane#workspaceid_acme | $workspaceprojects#teammember_1#team_ops-eu#userid_bob | - | - | - | -
      workspace | 1 | $controlplane#workspaceid_acme | $workspaceprojects#workspace_1 | $controlplane#plan_pro | $workspace_1#workspaceid_acme | - | -
      project | 1 | $controlplane#workspaceid_globex#eu | $workspaceprojects#project_1#projectid_p-001 | $controlplane#status_active | $project_1#createdat_2026-01-15t00:00:00z#projectid_p-001 | $controlplane#workspaceid_globex#eu | $project_1#priority_3#projectid_p-001
      workspace | 1 | $controlplane#workspaceid_globex#eu | $workspaceprojects#workspace_1 | $controlplane#plan_free | $workspace_1#workspaceid_globex#eu | - | -
      workspace | 1 | $controlplane#workspaceid_i\u0307stanbul-οδο\u03c2 | $workspaceprojects#workspace_1 | $controlplane#plan_free | $workspace_1#workspaceid_i\u0307stanbul-οδο\u03c2 | - | -
      workspace | 1 | $controlplane#workspaceid_umbrella | $workspaceprojects#workspace_1 | $controlplane#plan_pro | $workspace_1#workspaceid_umbrella | - | -
      workspace | 1 | $controlplane#workspaceid_ñandú-café | $workspaceprojects#workspace_1 | $controlplane#plan_pro | $workspace_1#workspaceid_ñandú-café | - | -
      workspace | 1 | $controlplane#workspaceid_🚀rocket | $workspaceprojects#workspace_1 | $controlplane#plan_free | $workspace_1#workspaceid_🚀rocket | - | -
      course | 1 | $school#courseid_cs#101 | $course_1 | $school#courseid_cs#101 | $courseenrollments#course_1 | $school#department_cs | $course_1#level_0101#courseid_cs#101
      course | 1 | $school#courseid_física-1 | $course_1 | $school#courseid_física-1 | $courseenrollments#course_1 | $school#department_math | $course_1#level_0001#courseid_física-1
      course | 1 | $school#courseid_math101 | $course_1 | $school#courseid_math101 | $courseenrollments#course_1 | $school#department_math | $course_1#level_0101#courseid_math101
      course | 1 | $school#courseid_math204 | $course_1 | $school#courseid_math204 | $courseenrollments#course_1 | $school#department_math | $course_1#level_0204#courseid_math204
      course | 1 | $school#courseid_🎨art | $course_1 | $school#courseid_🎨art | $courseenrollments#course_1 | $school#department_arts | $course_1#level_12345#courseid_🎨art
      enrollment | 2 | $school#studentid_a91 | $studentenrollments#enrollment_2#courseid_cs#101 | $school#courseid_cs#101 | $courseenrollments#enrollment_2#studentid_a91 | $school#term_2026-s1 | $enrollment_2#enrolledon_2026-02-02#studentid_a91
      enrollment | 2 | $school#studentid_a91 | $studentenrollments#enrollment_2#courseid_física-1 | $school#courseid_física-1 | $courseenrollments#enrollment_2#studentid_a91 | $school#term_2025-s2 | $enrollment_2#enrolledon_2025-08-15#studentid_a91
      enrollment | 2 | $school#studentid_a91 | $studentenrollments#enrollment_2#courseid_math204 | $school#courseid_math204 | $courseenrollments#enrollment_2#studentid_a91 | $school#term_2026-s1 | $enrollment_2#enrolledon_2026-02-01#studentid_a91
      student | 1 | $school#studentid_a91 | $studentenrollments#student_1 | - | - | $school#email_ana@example.com | $student_1
      enrollment | 2 | $school#studentid_b#7 | $studentenrollments#enrollment_2#courseid_math204 | $school#courseid_math204 | $courseenrollments#enrollment_2#studentid_b#7 | $school#term_2026-s1 | $enrollment_2#enrolledon_2026-02-03#studentid_b#7
      student | 1 | $school#studentid_b#7 | $studentenrollments#student_1 | - | - | $school#email_bruno@example.com | $student_1
      enrollment | 2 | $school#studentid_josé | $studentenrollments#enrollment_2#courseid_math101 | $school#courseid_math101 | $courseenrollments#enrollment_2#studentid_josé | $school#term_2025-s2 | $enrollment_2#enrolledon_2025-08-20#studentid_josé
      enrollment | 2 | $school#studentid_josé | $studentenrollments#enrollment_2#courseid_math204 | $school#courseid_math204 | $courseenrollments#enrollment_2#studentid_josé | $school#term_2026-s1 | $enrollment_2#enrolledon_2026-01-30#studentid_josé
      student | 1 | $school#studentid_josé | $studentenrollments#student_1 | - | - | $school#email_jose@example.com | $student_1
      enrollment | 2 | $school#studentid_🎓grad | $studentenrollments#enrollment_2#courseid_🎨art | $school#courseid_🎨art | $courseenrollments#enrollment_2#studentid_🎓grad | $school#term_2025-s2 | $enrollment_2#enrolledon_2025-09-01#studentid_🎓grad
      student | 1 | $school#studentid_🎓grad | $studentenrollments#student_1 | - | - | $school#email_grad@example.com | $student_1
      """;

  /**
   * Every access pattern: its requests (and items per page, for the paginated ones), then the items it
   * read, in order, each as entity:its table-key attributes (the record's values, not the keys). A
   * BatchGetItem's items have no order (DynamoDB returns them as it likes): they are sorted by key here.
   */
  private static final String PATTERNS = """
      workspace.get | 1 | workspace:acme
      workspace.get.otherCase | 1 | workspace:acme
      workspace.get.hashAndCapitals | 1 | workspace:Globex#EU
      workspace.get.accents | 1 | workspace:Ñandú-Café
      workspace.get.emoji | 1 | workspace:🚀Rocket
      workspace.get.unicodeLowerCase | 1 | workspace:İstanbul-ΟΔΟΣ
      workspace.get.casingCollision | 1 | workspace:UMBRELLA
      project.get | 1 | project:acme/P#002
      project.get.otherWorkspace | 1 | project:Globex#EU/p-001
      project.get.missing | 1 | -
      teamMember.get.separatorCollision | 1 | teamMember:acme/dev/eve#userid_x
      workspaceProjects.collection | 1 | project:acme/Ação-3, project:acme/P#002, project:acme/p-001, project:acme/p-005, project:acme/🚀-launch, teamMember:acme/dev/eve#userid_x, teamMember:acme/ops/ann, teamMember:acme/Ops/Carla, teamMember:acme/ops-eu/bob, workspace:acme
      workspaceProjects.collection.hash | 1 | project:Globex#EU/p-001, workspace:Globex#EU
      project.query.record | 1 | project:acme/Ação-3, project:acme/P#002, project:acme/p-001, project:acme/p-005, project:acme/🚀-launch
      project.query.record.desc | 1 | project:acme/🚀-launch, project:acme/p-005, project:acme/p-001, project:acme/P#002, project:acme/Ação-3
      project.query.record.begins | 1 | project:acme/p-001, project:acme/p-005
      project.query.record.between | 1 | project:acme/p-001
      project.query.record.gt | 1 | project:acme/p-005, project:acme/🚀-launch, teamMember:acme/dev/eve#userid_x, teamMember:acme/ops/ann, teamMember:acme/Ops/Carla, teamMember:acme/ops-eu/bob, workspace:acme
      project.query.record.lte | 1 | project:acme/Ação-3, project:acme/P#002, project:acme/p-001
      teamMember.query.record.team | 1 | teamMember:acme/ops/ann, teamMember:acme/Ops/Carla
      teamMember.query.record.teamBegins | 1 | teamMember:acme/ops/ann, teamMember:acme/Ops/Carla, teamMember:acme/ops-eu/bob
      workspace.query.byPlan | 1 | workspace:acme, workspace:UMBRELLA, workspace:Ñandú-Café
      project.query.byStatus | 1 | project:acme/p-001, project:Globex#EU/p-001, project:acme/p-005, project:acme/P#002, project:acme/🚀-launch
      project.query.byStatus.desc | 1 | project:acme/🚀-launch, project:acme/P#002, project:acme/p-005, project:Globex#EU/p-001, project:acme/p-001
      project.query.byStatus.between | 1 | project:acme/p-001, project:Globex#EU/p-001, project:acme/p-005, project:acme/P#002
      project.query.byStatus.begins | 1 | project:acme/p-001, project:Globex#EU/p-001, project:acme/p-005
      project.query.byStatus.createdAt | 1 | project:acme/p-001
      project.query.byPriority | 1 | project:acme/p-005, project:acme/p-001, project:acme/P#002, project:acme/Ação-3, project:acme/🚀-launch
      project.query.byPriority.gte | 1 | project:acme/Ação-3, project:acme/🚀-launch
      project.query.record.paginated | 3 pages=2,2,1 | project:acme/Ação-3, project:acme/P#002, project:acme/p-001, project:acme/p-005, project:acme/🚀-launch
      workspaceProjects.collection.paginated | 4 pages=3,3,3,1 | project:acme/Ação-3, project:acme/P#002, project:acme/p-001, project:acme/p-005, project:acme/🚀-launch, teamMember:acme/dev/eve#userid_x, teamMember:acme/ops/ann, teamMember:acme/Ops/Carla, teamMember:acme/ops-eu/bob, workspace:acme
      student.get | 1 | student:B#7
      student.get.accents | 1 | student:José
      course.get.emoji | 1 | course:🎨art
      enrollment.get | 1 | enrollment:a91/CS#101
      enrollment.batchGet | 1 | enrollment:a91/math204, enrollment:🎓grad/🎨art
      studentEnrollments.collection | 1 | enrollment:a91/CS#101, enrollment:a91/Física-1, enrollment:a91/math204, student:a91
      studentEnrollments.collection.hash | 1 | enrollment:B#7/math204, student:B#7
      courseEnrollments.collection | 1 | course:math204, enrollment:a91/math204, enrollment:B#7/math204, enrollment:José/math204
      courseEnrollments.collection.emoji | 1 | course:🎨art, enrollment:🎓grad/🎨art
      enrollment.query.record | 1 | enrollment:a91/CS#101, enrollment:a91/Física-1, enrollment:a91/math204
      enrollment.query.byCourse | 1 | enrollment:a91/math204, enrollment:B#7/math204, enrollment:José/math204
      enrollment.query.byTerm | 1 | enrollment:José/math204, enrollment:a91/math204, enrollment:a91/CS#101, enrollment:B#7/math204
      enrollment.query.byTerm.between | 1 | enrollment:a91/math204
      enrollment.query.byTerm.between.attributes | 1 | enrollment:a91/math204
      enrollment.query.byTerm.between.v2 | 1 | enrollment:a91/math204, enrollment:a91/CS#101
      enrollment.query.byTerm.lt | 1 | enrollment:José/math204, enrollment:a91/math204
      course.query.byDepartment | 1 | course:Física-1, course:MATH101, course:math204
      course.query.byDepartment.between | 1 | course:MATH101
      student.query.byEmail | 1 | student:B#7
      studentEnrollments.collection.paginated | 3 pages=2,2,0 | enrollment:a91/CS#101, enrollment:a91/Física-1, enrollment:a91/math204, student:a91
      enrollment.query.byCourse.paginated | 4 pages=1,1,1,0 | enrollment:a91/math204, enrollment:B#7/math204, enrollment:José/math204
      """;

  private static JsonNode run;

  @BeforeAll
  static void writeAndQueryWithElectroDb(DynaliteServer server) {
    run = ElectroDbFixture.run(server.endpoint(), "electrodb-" + UUID.randomUUID(), "all", "");
  }

  @Test
  void theFixtureRanThePinnedElectroDbAndSdk() {
    assertEquals(ElectroDbFixture.ELECTRODB_VERSION, run.field("electrodb").orElseThrow().asString());
    assertEquals(ElectroDbFixture.CLIENT_DYNAMODB_VERSION, run.field("clientDynamodb").orElseThrow().asString());
    assertTrue(run.field("createdTable").orElseThrow().asBoolean());
  }

  @Test
  void everyStoredItemHasExactlyTheseKeysAndTypeMarkers() {
    List<String> expected = STORED.lines().map(String::strip).toList();
    List<String> actual = stored().stream().map(item -> String.join(" | ",
        text(item, "__edb_e__"), text(item, "__edb_v__"), text(item, "pk"), text(item, "sk"), text(item, "gsi1pk"),
        text(item, "gsi1sk"), text(item, "gsi2pk"), text(item, "gsi2sk"))).toList();
    assertEquals(expected, actual);
    // 34 puts; two pairs of them wrote one key each (the casing and the separator collisions)
    assertEquals(34, run.field("writes").orElseThrow().asArray().size());
    assertEquals(32, actual.size());
  }

  @Test
  void keysAndMarkersAreStringsAndTheRecordsAttributesKeepTheirValues() {
    for (Map<String, AttributeValue> item : stored()) {
      for (String name : List.of("pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "__edb_e__", "__edb_v__")) {
        if (item.containsKey(name)) {
          assertEquals(AttributeValue.Type.S, item.get(name).type(), name + " of " + item);
        }
      }
    }
    Map<String, AttributeValue> globex = storedWhere("pk", "$controlplane#workspaceid_globex#eu", "sk",
        "$workspaceprojects#workspace_1");
    assertEquals(AttributeValue.fromS("Globex#EU"), globex.get("workspaceId"));
    assertEquals(AttributeValue.fromS("FREE"), globex.get("plan"));
    Map<String, AttributeValue> social = storedWhere("pk", "$controlplane#workspaceid_acme", "sk",
        "$workspaceprojects#project_1#projectid_ação-3");
    assertEquals(AttributeValue.fromN("2.5"), social.get("priority"));
    assertEquals(AttributeValue.fromS("2025-12-24T18:00:00Z"), social.get("createdAt"));
  }

  @Test
  void theRulesOfKeysMdRebuildEveryItemElectroDbPut() {
    for (JsonNode write : run.field("writes").orElseThrow().asArray()) {
      String entity = write.field("entity").orElseThrow().asString();
      @SuppressWarnings("unchecked")
      Map<String, Object> attributes = (Map<String, Object>) ElectroDbJson.plain(write.field("item").orElseThrow());
      JsonNode request = write.field("requests").orElseThrow().asArray().get(0);
      assertEquals("PutItem", request.field("operation").orElseThrow().asString());
      assertEquals("1", write.field("requestCount").orElseThrow().asNumber());
      Map<String, AttributeValue> sent = ElectroDbJson.item(request.field("input").orElseThrow().field("Item").orElseThrow());
      assertEquals(sent, ElectroDbKeyRules.item(entity, attributes), entity + " " + attributes);
    }
  }

  @Test
  void everyAccessPatternReadsTheseItemsInThisOrderWithTheseRequests() {
    List<String> expected = PATTERNS.lines().map(String::strip).toList();
    List<String> actual = new ArrayList<>();
    for (JsonNode pattern : run.field("patterns").orElseThrow().asArray()) {
      String pages = pattern.field("pages").map(p -> " pages=" + p.asArray().stream()
          .map(page -> String.valueOf(page.field("items").orElseThrow().asArray().size()))
          .collect(Collectors.joining(","))).orElse("");
      List<String> ids = itemsInOrder(pattern).stream().map(ElectroDbKeyFormatTest::identity).toList();
      actual.add(name(pattern) + " | " + requestCount(pattern) + pages + " | " + (ids.isEmpty() ? "-" : String.join(", ", ids)));
      assertEquals(requestCount(pattern), pattern.field("requests").orElseThrow().asArray().size(), name(pattern));
    }
    assertEquals(expected, actual);
  }

  @Test
  void keysAreLowerCasedSoIdsThatDifferOnlyInCaseAreOneItem() {
    // the get asks for the lower-cased key; the record's value comes from its attribute, as stored
    assertEquals(Map.of("pk", "$controlplane#workspaceid_acme", "sk", "$workspaceprojects#workspace_1"),
        getKey(pattern("workspace.get.otherCase")));
    assertEquals("acme", data(pattern("workspace.get.otherCase")).get("workspaceId"));
    // "Umbrella" then "UMBRELLA": the second put replaced the first
    Map<?, ?> umbrella = data(pattern("workspace.get.casingCollision"));
    assertEquals("UMBRELLA", umbrella.get("workspaceId"));
    assertEquals("UMBRELLA (second put)", umbrella.get("name"));
    // JavaScript's toLowerCase: İ becomes i + U+0307, and a word-final Σ becomes ς
    assertEquals("$controlplane#workspaceid_i\u0307stanbul-\u03bf\u03b4\u03bf\u03c2",
        getKey(pattern("workspace.get.unicodeLowerCase")).get("pk"));
    assertEquals(ElectroDbKeyRules.lowerCase("$ControlPlane#workspaceId_İstanbul-ΟΔΟΣ"),
        getKey(pattern("workspace.get.unicodeLowerCase")).get("pk"));
    // and a query by email finds "Bruno@Example.com"
    assertEquals("Bruno@Example.com", ((Map<?, ?>) dataList(pattern("student.query.byEmail")).get(0)).get("email"));
  }

  @Test
  void aValueHoldingTheSeparatorAndTheNextLabelMakesTwoTuplesOneKey() {
    // team "dev#userid_eve" + user "x" and team "dev" + user "eve#userid_x": one key, the second put won
    assertEquals("$workspaceprojects#teammember_1#team_dev#userid_eve#userid_x",
        getKey(pattern("teamMember.get.separatorCollision")).get("sk"));
    Map<?, ?> member = data(pattern("teamMember.get.separatorCollision"));
    assertEquals(Map.of("workspaceId", "acme", "team", "dev", "userId", "eve#userid_x", "role", "second put"), member);
    assertEquals(4, stored().stream().filter(item -> text(item, "__edb_e__").equals("teamMember")).count());
  }

  @Test
  void aCollectionQueryBeginsWithTheCollectionAndFiltersByTheMarkers() {
    Map<String, Object> input = firstInput(pattern("workspaceProjects.collection"));
    assertEquals("#pk = :pk and begins_with(#sk1, :sk1)", input.get("KeyConditionExpression"));
    assertEquals("((#__edb_e__ = :__edb_e___workspace_c0 AND #__edb_v__ = :__edb_v___workspace_c0)"
        + " OR (#__edb_e__ = :__edb_e___project_c0 AND #__edb_v__ = :__edb_v___project_c0)"
        + " OR (#__edb_e__ = :__edb_e___teamMember_c0 AND #__edb_v__ = :__edb_v___teamMember_c0))",
        input.get("FilterExpression"));
    assertEquals(Map.of(":pk", "$controlplane#workspaceid_acme", ":sk1", "$workspaceprojects"), keyValues(input));
    Map<String, Object> onIndex = firstInput(pattern("courseEnrollments.collection"));
    assertEquals("gsi1pk-gsi1sk-index", onIndex.get("IndexName"));
    assertEquals(Map.of(":pk", "$school#courseid_math204", ":sk1", "$courseenrollments"), keyValues(onIndex));
    // ElectroDB's data groups the items by entity; the order between entities is only in the raw items
    Map<?, ?> data = data(pattern("courseEnrollments.collection"));
    assertEquals(List.of("course", "enrollment"), List.copyOf(data.keySet()));
  }

  @Test
  void anEntityQueryBeginsWithTheEntityAndTheNextLabelWithoutFilter() {
    Map<String, Object> record = firstInput(pattern("project.query.record"));
    assertEquals(Map.of(":pk", "$controlplane#workspaceid_acme", ":sk1", "$workspaceprojects#project_1#projectid_"),
        keyValues(record));
    assertFalse(record.containsKey("FilterExpression"));
    // a partial composite sort key ends with the next composite's label: team "ops" is not "ops-eu"
    assertEquals("$workspaceprojects#teammember_1#team_ops#userid_",
        keyValues(firstInput(pattern("teamMember.query.record.team"))).get(":sk1"));
    // .begins() stops after the value: it is a prefix of "ops-eu" too
    assertEquals("$workspaceprojects#teammember_1#team_ops",
        keyValues(firstInput(pattern("teamMember.query.record.teamBegins"))).get(":sk1"));
    assertEquals("$project_1#createdat_2026-01-10t09:00:00z#projectid_",
        keyValues(firstInput(pattern("project.query.byStatus.createdAt"))).get(":sk1"));
    assertEquals("$student_1", keyValues(firstInput(pattern("student.query.byEmail"))).get(":sk1"));
    assertEquals("#pk = :pk and #sk1 = :sk1", firstInput(pattern("student.query.byEmail")).get("KeyConditionExpression"));
  }

  @Test
  void rangesCompareTheLowerCasedKeyAndTheirUpperEndExcludesLongerKeys() {
    Map<String, Object> between = firstInput(pattern("project.query.byStatus.between"));
    assertEquals("#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2", between.get("KeyConditionExpression"));
    assertEquals(Map.of(":pk", "$controlplane#status_active", ":sk1", "$project_1#createdat_2026-01-01",
        ":sk2", "$project_1#createdat_2026-02-28"), keyValues(between));
    // between 2026-02-01 and 2026-02-02 misses the enrollment of 2026-02-02: its key goes on (#studentid_...)
    assertEquals(List.of("2026-02-01"), dataList(pattern("enrollment.query.byTerm.between")).stream()
        .map(e -> ((Map<?, ?>) e).get("enrolledOn")).toList());
    // compare: "attributes" adds a filter on the attribute and keeps the key condition (same miss); "v2" raises
    // the upper bound by one code point in its last character, and filters on the attribute
    Map<String, Object> byAttributes = firstInput(pattern("enrollment.query.byTerm.between.attributes"));
    assertEquals("(#enrolledOn >= :enrolledOn1) AND #enrolledOn <= :enrolledOn0", byAttributes.get("FilterExpression"));
    assertEquals(List.of("2026-02-01"), dataList(pattern("enrollment.query.byTerm.between.attributes")).stream()
        .map(e -> ((Map<?, ?>) e).get("enrolledOn")).toList());
    Map<String, Object> v2 = firstInput(pattern("enrollment.query.byTerm.between.v2"));
    assertEquals("$enrollment_2#enrolledon_2026-02-03", keyValues(v2).get(":sk2"));
    assertEquals("#enrolledOn <= :enrolledOn0", v2.get("FilterExpression"));
    assertEquals(List.of("2026-02-01", "2026-02-02"), dataList(pattern("enrollment.query.byTerm.between.v2")).stream()
        .map(e -> ((Map<?, ?>) e).get("enrolledOn")).toList());
    assertEquals(List.of("MATH101"), dataList(pattern("course.query.byDepartment.between")).stream()
        .map(e -> ((Map<?, ?>) e).get("courseId")).toList());
    assertEquals("$workspaceprojects#project_1#projectid_p-", keyValues(firstInput(pattern("project.query.record.begins"))).get(":sk1"));
    // gt leaves the entity's prefix: DynamoDB returns the other entities after it, ElectroDB drops them
    JsonNode gt = pattern("project.query.record.gt");
    assertEquals("#pk = :pk and #sk1 > :sk1", firstInput(gt).get("KeyConditionExpression"));
    assertEquals(7, gt.field("items").orElseThrow().asArray().size());
    assertEquals(List.of("p-005", "🚀-launch"), dataList(gt).stream().map(p -> ((Map<?, ?>) p).get("projectId")).toList());
  }

  @Test
  void numbersAreWrittenAsJavaScriptPrintsThemAndSortAsText() {
    assertEquals(List.of("-1", "1", "10", "2.5", "9"), dataList(pattern("project.query.byPriority")).stream()
        .map(p -> ((ElectroDbJson.JsonNumber) ((Map<?, ?>) p).get("priority")).text()).toList());
    assertEquals("$project_1#priority_2", keyValues(firstInput(pattern("project.query.byPriority.gte"))).get(":sk1"));
    // padding: {length: 4, char: "0"} pads what is shorter and leaves 12345 as it is
    assertEquals(Map.of(":pk", "$school#department_math", ":sk1", "$course_1#level_0100", ":sk2", "$course_1#level_0204"),
        keyValues(firstInput(pattern("course.query.byDepartment.between"))));
    assertEquals("$course_1#level_12345#courseid_🎨art",
        text(storedWhere("pk", "$school#courseid_🎨art", "sk", "$course_1"), "gsi2sk"));
  }

  @Test
  void aPageAsksForTheLimitAndItsCursorIsTheLastEvaluatedKeyInBase64Url() {
    JsonNode paginated = pattern("enrollment.query.byCourse.paginated");
    for (JsonNode request : paginated.field("requests").orElseThrow().asArray()) {
      assertEquals("1", request.field("input").orElseThrow().field("Limit").orElseThrow().asNumber());
    }
    List<JsonNode> pages = paginated.field("pages").orElseThrow().asArray();
    String cursor = pages.get(0).field("cursor").orElseThrow().asString();
    String decoded = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
    assertEquals("{\"pk\":\"$school#studentid_a91\",\"sk\":\"$studentenrollments#enrollment_2#courseid_math204\","
        + "\"gsi1pk\":\"$school#courseid_math204\",\"gsi1sk\":\"$courseenrollments#enrollment_2#studentid_a91\"}", decoded);
    // the third page was full, so DynamoDB returned a LastEvaluatedKey and ElectroDB paid a fourth, empty request
    assertTrue(pages.get(3).field("cursor").orElseThrow().isNull());
    assertEquals(0, pages.get(3).field("items").orElseThrow().asArray().size());
  }

  @Test
  void keyOptionsTheModelDoesNotUseAsElectroDbBuildsThem() {
    // variants.js: entity "User" of service "Svc", item {userId: "U#1", orgId: "Acme" (field org_id, label
    // "Org"), n: 7, name: "x"}, one index definition each; ElectroDB's put params, nothing sent
    Map<String, Map<String, Object>> expected = new LinkedHashMap<>();
    expected.put("template", Map.of("pk", "user#u#1", "sk", "profile"));
    expected.put("templateCasingNone", Map.of("pk", "USER#U#1", "sk", "ORG#Acme"));
    expected.put("casingNoneAndUpper", Map.of("pk", "$Svc#userId_U#1", "sk", "$USER_1#ORG_ACME"));
    expected.put("labelAndField", Map.of("pk", "$svc#org_acme", "sk", "$user_1#userid_u#1"));
    expected.put("noSortKey", Map.of("pk", "$svc$user_1#userid_u#1"));
    expected.put("scope", Map.of("pk", "$svc_tenant#userid_u#1", "sk", "$user_1"));
    expected.put("subCollections", Map.of("pk", "$svc#org_acme", "sk", "$outer#inner#user_1#userid_u#1"));
    expected.put("clusteredIndex", Map.of("pk", "$svc#org_acme", "sk", "$user_1#userid_u#1",
        "gsi1pk", "$svc#org_acme", "gsi1sk", "$members#userid_u#1#user_1"));
    expected.put("numberTemplateCast", Map.of("pk", "$svc#userid_u#1", "sk", new ElectroDbJson.JsonNumber("7")));
    expected.put("identifiers", Map.of("pk", "$svc#userid_u#1", "sk", "$user_1", "_type", "User", "_v", "1"));
    expected.put("largeNumber", Map.of("pk", "$svc#userid_u#1", "sk", "$user_1#n_1e+21"));
    expected.put("smallNumber", Map.of("pk", "$svc#userid_u#1", "sk", "$user_1#n_1e-7"));
    // padding is JavaScript's padStart on the number's text: -1 becomes 00-1
    expected.put("paddedNegativeNumber", Map.of("pk", "$svc#userid_u#1", "sk", "$user_1#level_00-1"));
    expected.put("booleanComposite", Map.of("pk", "$svc#userid_u#1", "sk", "$user_1#flag_true"));
    // gsi1's sort-key composites are all missing: ElectroDB still writes gsi1sk, cut after the first label
    expected.put("indexWithoutItsSortKeyComposites", Map.of("pk", "$svc#userid_a", "sk", "$user_1",
        "gsi1pk", "$svc#org_o", "gsi1sk", "$user_1#name_"));

    // and two models or puts ElectroDB refuses
    Map<String, String> refused = new LinkedHashMap<>();
    refused.put("collectionWithoutSortKey", "Collections can only be defined on indexes with a defined SK");
    refused.put("indexWithSomeOfItsSortKeyComposites", "Incomplete composite attributes: Without the composite attributes \"n\"");

    Map<String, Map<String, Object>> actual = new LinkedHashMap<>();
    Map<String, String> errors = new LinkedHashMap<>();
    for (JsonNode variant : run.field("variants").orElseThrow().asArray()) {
      String name = variant.field("name").orElseThrow().asString();
      if (variant.field("error").isPresent()) {
        String error = variant.field("error").orElseThrow().asString();
        errors.put(name, refused.containsKey(name) && error.contains(refused.get(name)) ? refused.get(name) : error);
        continue;
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> item = (Map<String, Object>) ElectroDbJson.plain(variant.field("putItem")
          .orElseThrow(() -> new AssertionError(variant.field("error").map(JsonNode::asString).orElse("no item"))));
      Map<String, Object> keys = new LinkedHashMap<>(item);
      keys.keySet().removeAll(List.of("userId", "org_id", "n", "name", "level", "flag"));
      if (keys.containsKey("__edb_e__")) {
        assertEquals("User", keys.remove("__edb_e__"));
        assertEquals("1", keys.remove("__edb_v__"));
      }
      actual.put(name, keys);
    }
    assertEquals(expected, actual);
    assertEquals(refused, errors);
  }

  // ---------------------------------------------------------------- helpers

  private static List<Map<String, AttributeValue>> stored() {
    return ElectroDbJson.items(run.field("stored").orElseThrow());
  }

  private static Map<String, AttributeValue> storedWhere(String a, String aValue, String b, String bValue) {
    return stored().stream().filter(item -> text(item, a).equals(aValue) && text(item, b).equals(bValue))
        .findFirst().orElseThrow(() -> new AssertionError("no stored item with " + a + "=" + aValue + ", " + b + "=" + bValue));
  }

  private static String text(Map<String, AttributeValue> item, String name) {
    AttributeValue value = item.get(name);
    return value == null ? "-" : value.s();
  }

  /**
   * The raw items a pattern read, in the order DynamoDB returned them; sorted by pk and sk when they came
   * from a BatchGetItem, whose responses have no order.
   */
  static List<Map<String, AttributeValue>> itemsInOrder(JsonNode pattern) {
    List<Map<String, AttributeValue>> items = new ArrayList<>(ElectroDbJson.items(pattern.field("items").orElseThrow()));
    boolean batchGet = pattern.field("requests").orElseThrow().asArray().stream()
        .anyMatch(request -> request.field("operation").orElseThrow().asString().equals("BatchGetItem"));
    if (batchGet) {
      items.sort(java.util.Comparator.comparing((Map<String, AttributeValue> item) -> item.get("pk").s())
          .thenComparing(item -> item.get("sk").s()));
    }
    return items;
  }

  /** entity:its table-key attributes, from the item's own attributes. */
  static String identity(Map<String, AttributeValue> item) {
    String entity = item.get(ElectroDbKeyRules.ENTITY_ATTRIBUTE).s();
    ElectroDbKeyRules.Index table = ElectroDbKeyRules.MODEL.get(entity).indexes().get(0);
    List<String> names = new ArrayList<>(table.pk());
    names.addAll(table.sk());
    return entity + ":" + names.stream().map(name -> item.get(name).s()).collect(Collectors.joining("/"));
  }

  static JsonNode pattern(String name) {
    return run.field("patterns").orElseThrow().asArray().stream().filter(p -> name(p).equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError("no pattern " + name));
  }

  private static String name(JsonNode pattern) {
    return pattern.field("name").orElseThrow().asString();
  }

  private static int requestCount(JsonNode pattern) {
    return Integer.parseInt(pattern.field("requestCount").orElseThrow().asNumber());
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> firstInput(JsonNode pattern) {
    return (Map<String, Object>) ElectroDbJson.plain(
        pattern.field("requests").orElseThrow().asArray().get(0).field("input").orElseThrow());
  }

  /** The string key values of a Query (the expression values but ElectroDB's marker values). */
  @SuppressWarnings("unchecked")
  private static Map<String, String> keyValues(Map<String, Object> input) {
    Map<String, String> values = new LinkedHashMap<>();
    ((Map<String, Object>) input.get("ExpressionAttributeValues")).forEach((name, value) -> {
      if (!name.startsWith(":__edb")) {
        values.put(name, (String) ((Map<String, Object>) value).get("S"));
      }
    });
    return values;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, String> getKey(JsonNode pattern) {
    Map<String, Object> key = (Map<String, Object>) firstInput(pattern).get("Key");
    Map<String, String> keys = new LinkedHashMap<>();
    key.forEach((name, value) -> keys.put(name, (String) ((Map<String, Object>) value).get("S")));
    return keys;
  }

  private static Map<?, ?> data(JsonNode pattern) {
    return (Map<?, ?>) ElectroDbJson.plain(pattern.field("data").orElseThrow());
  }

  private static List<?> dataList(JsonNode pattern) {
    return (List<?>) ElectroDbJson.plain(pattern.field("data").orElseThrow());
  }
}
