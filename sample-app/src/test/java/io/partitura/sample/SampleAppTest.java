package io.partitura.sample;

import static io.partitura.sample.PrintedRun.lineRows;
import static io.partitura.sample.PrintedRun.orderRows;
import static io.partitura.sample.PrintedRun.requestsSent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.sample.controlplane.ProjectRepository;
import io.partitura.sample.controlplane.TenantRepository;
import io.partitura.sample.school.Enrollment;
import io.partitura.sample.shop.Order;
import io.partitura.sample.shop.OrderRepository;
import io.partitura.sample.shop.OrderStatus;
import io.partitura.testkit.DynaliteServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs all four stories against dynalite, in-process, and checks what they printed; on dynalite the shop
 * story shows its transactional steps without sending them ({@link ShopOnMotoTest} sends them).
 */
class SampleAppTest {
  private static final int PROJECTS = 25;
  private static final int PAGE_SIZE = 10;
  private static final int TENANT_PROJECTS = 300;
  private static final Pattern ACTIVE_ROW = Pattern.compile(
      "^ +(acme|globex|initech|umbrella) +(2026-\\d{4}) +\\S+ +(ACTIVE|PAUSED|ARCHIVED) +(\\S+)$", Pattern.MULTILINE);

  private static PrintedRun run;
  private static int exitCode;
  private static String output;
  private static String errors;
  private static Map<String, String> stories;
  private static Map<String, Map<String, String>> steps;

  @BeforeAll
  static void runTheApp() {
    run = PrintedRun.of("--projects", String.valueOf(PROJECTS), "--page-size", String.valueOf(PAGE_SIZE));
    exitCode = run.exitCode;
    output = run.output;
    errors = run.errors;
    stories = run.stories;
    steps = run.steps;
  }

  // ---------------------------------------------------------------- the run

  @Test
  void runsTheFourStoriesInOrderToTheEnd() {
    assertEquals(0, exitCode, () -> "exit code; stderr:\n" + errors + "\nstdout:\n" + output);
    assertEquals(List.of("one-to-many", "many-to-many", "hot-partitions", "shop"), new ArrayList<>(stories.keySet()),
        output);
    assertEquals(11, steps.get("one-to-many").size(), () -> "steps: " + steps.get("one-to-many").keySet());
    assertEquals(11, steps.get("many-to-many").size(), () -> "steps: " + steps.get("many-to-many").keySet());
    assertEquals(9, steps.get("hot-partitions").size(), () -> "steps: " + steps.get("hot-partitions").keySet());
    assertEquals(13, steps.get("shop").size(), () -> "steps: " + steps.get("shop").keySet());
    assertTrue(output.contains("Deleted table control-plane-sample-"), output);
    assertTrue(output.contains("Deleted table school-sample-"), output);
    assertTrue(output.contains("Deleted table control-plane-hot-sample-"), output);
    assertTrue(output.contains("Deleted table shop-sample-"), output);
    assertTrue(output.contains("\nAll stories:"), output);
    assertTrue(output.contains("Stopped dynalite at http://127.0.0.1:"), output);
    assertTrue(output.contains("not read-model: dynalite has no DynamoDB Streams (--server moto plays it)"), output);
  }

  @Test
  void theEndShowsWhereTheSchemaFilesAreAndTheAccessPatternReportOfEachModel() {
    String end = output.substring(output.indexOf("\nAll stories:"));
    for (String table : List.of("control-plane", "school", "shop")) {
      assertTrue(end.contains("Schema files of " + table + ", written by the processor at compile time: "),
          () -> table + ":\n" + end);
      assertTrue(end.contains("META-INF/partitura/" + table + "/"), end);
    }
    assertTrue(end.contains("cloudformation.json, terraform.tf.json, workbench.json, access-patterns.md, schema.json"),
        end);
    // a row of each report: the calls the stories make, with their operations
    assertTrue(end.contains("inWorkspace"), end);
    assertTrue(end.contains("ofCourse"), end);
    assertTrue(end.contains("getWithOrderLines"), end);
    assertTrue(end.indexOf("Schema files of control-plane") < end.indexOf("Schema files of school"), end);
    assertTrue(end.indexOf("Schema files of school") < end.indexOf("Schema files of shop"), end);
  }

  @Test
  void everyStorysSummaryListsItsStepsWithTheirRequestCounts() {
    for (String story : stories.keySet()) {
      String text = stories.get(story);
      String summary = text.substring(text.indexOf("\nSummary of " + story + ":"));
      int number = 0;
      for (Map.Entry<String, String> step : steps.get(story).entrySet()) {
        number++;
        int requests = requestsSent(step.getValue());
        Pattern line = Pattern.compile("^ *" + number + "  " + Pattern.quote(step.getKey()) + " +\\S+ +" + requests
            + " ", Pattern.MULTILINE);
        assertTrue(line.matcher(summary).find(), () -> step.getKey() + " with " + requests + " requests missing from:\n"
            + summary);
      }
    }
  }

  @Test
  void createTableShowsTheGeneratedIndexes() {
    assertTrue(step("one-to-many", "Create the table").contains("GSI2 [ GSI2PK HASH, GSI2SK RANGE ] Projection ALL"));
    assertTrue(step("many-to-many", "Create the table").contains("GSI1 [ GSI1PK HASH, GSI1SK RANGE ] Projection ALL"));
    assertTrue(step("hot-partitions", "Create the table").contains("GSI2 [ GSI2PK HASH, GSI2SK RANGE ] Projection ALL"));
    assertTrue(step("shop", "Create the table").contains("GSI1 [ GSI1PK HASH, GSI1SK RANGE ] Projection ALL;"
        + " NestedParents [ NestedParentsPK HASH, NestedParentsSK RANGE ] Projection ALL"));
  }

  // ---------------------------------------------------------------- one-to-many

  @Test
  void oneToManyWritesOneRequestPerItem() {
    assertEquals(PROJECTS + 1 + 1 + OneToManyStory.OTHER_WORKSPACE_PROJECTS,
        requestsSent(step("one-to-many", "Write workspace acme")));
  }

  @Test
  void oneToManyGetTheWorkspaceIsOneGetItem() {
    String step = step("one-to-many", "Get the workspace's settings");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("GetItem control-plane-sample-"), step);
    assertTrue(step.contains("{ \"EntityRef\": \"WS#acme\", \"Detail\": \"META\" }"), step);
    assertTrue(step.contains("Acme Corp"), step);
  }

  @Test
  void oneToManyEveryPageIsOneQuery() {
    String first = step("one-to-many", "newest first: page 1");
    assertEquals(1, requestsSent(first));
    assertTrue(first.contains("ScanIndexForward           false"), first);
    assertTrue(first.contains("begins_with(#sk, :sk)"), first);
    assertProjectsInOrder(first, 25, 16);

    String second = step("one-to-many", "List the next page with the cursor");
    assertEquals(1, requestsSent(second));
    assertTrue(second.contains("ExclusiveStartKey"), second);
    assertProjectsInOrder(second, 15, 6);

    String oldest = step("one-to-many", "oldest first");
    assertEquals(1, requestsSent(oldest));
    assertTrue(oldest.contains("ScanIndexForward           true"), oldest);
    assertProjectsInOrder(oldest, 1, 10);
  }

  @Test
  void oneToManyGetOneProjectIsOneGetItem() {
    String step = step("one-to-many", "Get one project by id");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("\"Detail\": \"PROJ#2026-0025\""), step);
  }

  @Test
  void oneToManyWorkspaceWithAllItsProjectsIsOneQuery() {
    String step = step("one-to-many", "Load the workspace and all its projects in one Query");
    assertEquals(1, requestsSent(step));
    for (int n = 1; n <= PROJECTS; n++) {
      String id = OneToManyStory.projectId(n);
      assertTrue(Pattern.compile("^ +" + Pattern.quote(id) + " ", Pattern.MULTILINE).matcher(step).find(),
          () -> id + " missing from:\n" + step);
    }
    assertTrue(step.contains("loaded workspace acme with " + PROJECTS + " projects"), step);
    assertTrue(step.contains("came back in 1 request"), step);
  }

  @Test
  void oneToManyCursorFromAnotherWorkspaceIsRefusedBeforeAnyRequest() {
    assertEquals(1, requestsSent(step("one-to-many", "Take a cursor from another workspace's listing")));
    String step = step("one-to-many", "Use globex's cursor on acme's listing");
    assertEquals(0, requestsSent(step));
    assertTrue(step.contains("refused with InvalidCursorException"), step);
    assertTrue(step.contains("made by another query"), step);
  }

  @Test
  void oneToManyDeleteIsOneDeleteItem() {
    String step = step("one-to-many", "Delete a project");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("deleted: true"), step);
  }

  // ---------------------------------------------------------------- many-to-many

  @Test
  void manyToManyWritesTheVerticesInOneBatchAndEachEdgeOnce() {
    String vertices = step("many-to-many", "Write 3 courses and 12 students");
    assertEquals(1, requestsSent(vertices));
    assertTrue(vertices.contains("putAll: 15 items in 1 BatchWriteItem request"), vertices);

    List<Enrollment> edges = ManyToManyStory.enrollments();
    assertEquals(33, edges.size());
    assertEquals(33, new HashSet<>(edges.stream().map(e -> e.studentId() + "/" + e.courseId()).toList()).size());
    String enroll = step("many-to-many", "Enroll the students: 33 edges");
    assertEquals(33, requestsSent(enroll));
    assertTrue(enroll.contains("PutItem ×33"), enroll);
    assertTrue(enroll.contains("\"attribute_not_exists(#pk)\""), enroll);
  }

  @Test
  void manyToManyDefaultLayoutSaysWhyItPrefixesTheIndexSortKey() {
    String enroll = step("many-to-many", "Enroll the students: 33 edges");
    assertTrue(enroll.contains("STU#a91  ENROLL#CRS#math204  CRS#math204  ENROLL#STU#a91"), enroll);
    assertTrue(enroll.contains("where the article writes STU#a91 (--layout article writes the article's keys)"), enroll);
    assertTrue(enroll.contains("why the default writes GSI1SK=ENROLL#STU#a91: GSI1 is shared by every edge into courses"),
        enroll);
    assertTrue(enroll.contains("PARTITURA-TEMPLATE-008 \"both can produce GSI1PK=CRS#x, GSI1SK=STU#x\""), enroll);
  }

  /**
   * --layout article: the same story on the article's exact keys, read back from the table item by item (--keep, on a
   * dynalite of the test's own), each read answered in one request.
   */
  @Test
  void manyToManyArticleLayoutStoresTheArticlesKeysAndAnswersEachReadInOneRequest() {
    try (DynaliteServer dynalite = DynaliteServer.start();
        software.amazon.awssdk.services.dynamodb.DynamoDbClient client = dynalite.newClient()) {
      PrintedRun article = PrintedRun.of("--endpoint", dynalite.endpoint().toString(), "--story", "many-to-many",
          "--layout", "article", "--table", "layout-test", "--keep");
      assertEquals(0, article.exitCode, article::describe);
      assertTrue(article.output.contains("Story 1 of 1: many-to-many — 3 courses, 12 students, 33 enrollments, on the"
          + " article's exact layout (GSI1SK=STU#<studentId>)"), article::describe);
      assertEquals(7, article.steps.get("many-to-many").size(), () -> article.steps.get("many-to-many").keySet().toString());
      String enroll = article.step("many-to-many", "Enroll the students: 33 edges");
      assertEquals(33, requestsSent(enroll));
      assertTrue(enroll.contains("STU#a91  ENROLL#CRS#math204  CRS#math204  STU#a91  ENROLL#STU#a91"), enroll);
      for (String read : List.of("Load student a91", "Load course math204", "List math204's students alone",
          "Get one enrollment")) {
        assertEquals(1, requestsSent(article.step("many-to-many", read)), read);
      }
      String listing = article.step("many-to-many", "List math204's students alone");
      assertTrue(listing.contains("{ \":pk\": \"CRS#math204\", \":sk\": \"STU#\" }"), listing);
      assertEquals(10, enrollmentRows(listing).size(), listing);
      assertTrue(listing.contains("why the default writes GSI1SK=ENROLL#STU#a91"), listing);
      assertTrue(article.step("many-to-many", "Load course math204").contains("loaded course math204 with 12 students"));

      List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> items =
          client.scan(b -> b.tableName("layout-test-school")).items();
      assertEquals(15 + 33, items.size());
      List<Enrollment> edges = ManyToManyStory.enrollments();
      for (Enrollment edge : edges) {
        var item = items.stream().filter(i -> ("STU#" + edge.studentId()).equals(i.get("PK").s())
            && ("ENROLL#CRS#" + edge.courseId()).equals(i.get("SK").s())).findFirst().orElseThrow();
        assertEquals("CRS#" + edge.courseId(), item.get("GSI1PK").s());
        assertEquals("STU#" + edge.studentId(), item.get("GSI1SK").s(), "the article's index sort key");
      }
      var a91InMath = items.stream().filter(i -> "STU#a91".equals(i.get("PK").s())
          && "ENROLL#CRS#math204".equals(i.get("SK").s())).findFirst().orElseThrow();
      assertEquals(Map.of("PK", "STU#a91", "SK", "ENROLL#CRS#math204", "GSI1PK", "CRS#math204", "GSI1SK", "STU#a91",
          "grade", "A", "enrolledOn", "2026-02-02", "_type", "Enrollment", "studentId", "a91", "courseId", "math204"),
          a91InMath.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, e -> e.getValue().s())));
    }
  }

  @Test
  void manyToManyAStudentAndAllTheirEnrollmentsIsOneBaseTableQuery() {
    String step = step("many-to-many", "Load student a91 and all their enrollments in one base-table Query");
    assertEquals(1, requestsSent(step));
    assertFalse(step.contains("IndexName"), step);
    assertTrue(step.contains("{ \":pk\": \"STU#a91\" }"), step);
    assertEquals(List.of("a91/hist110", "a91/math204", "a91/phys101"), enrollmentRows(step));
    assertTrue(step.contains("loaded student a91 with 3 enrollments"), step);
  }

  @Test
  void manyToManyACourseAndAllItsStudentsIsOneGsi1QueryEventuallyConsistent() {
    String step = step("many-to-many", "Load course math204 and all its students in one GSI1 Query");
    assertTrue(step.lines().findFirst().orElseThrow().contains("(eventually consistent)"), step);
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("IndexName                  GSI1"), step);
    assertTrue(step.contains("{ \":pk\": \"CRS#math204\" }"), step);
    List<String> rows = enrollmentRows(step);
    assertEquals(12, rows.size(), step);
    for (var student : ManyToManyStory.STUDENTS) {
      assertTrue(rows.contains(student.studentId() + "/math204"), () -> student + " missing from:\n" + step);
    }
    assertTrue(step.contains("loaded course math204 with 12 students"), step);
  }

  @Test
  void manyToManyACoursesStudentsAlonePageOneQueryPerPage() {
    String step = step("many-to-many", "List math204's students alone, page by page");
    int pages = (12 + PAGE_SIZE - 1) / PAGE_SIZE;
    assertEquals(pages, requestsSent(step));
    assertTrue(step.contains("Query ×" + pages), step);
    List<String> rows = enrollmentRows(step);
    assertEquals(12, rows.size(), step);
    assertEquals(12, new HashSet<>(rows).size(), step);
    assertTrue(step.contains("nextCursor: none (last page)"), step);
  }

  @Test
  void manyToManyOneEdgeGetUpdateRefusedDoubleEnrollmentAndDrop() {
    String get = step("many-to-many", "Get one enrollment by (student, course)");
    assertEquals(1, requestsSent(get));
    assertEquals(List.of("a91/phys101"), enrollmentRows(get));

    String update = step("many-to-many", "Update a grade");
    assertEquals(1, requestsSent(update));
    assertTrue(update.contains("UpdateItem ") && update.contains("a91        phys101   A+"), update);

    String twice = step("many-to-many", "Enroll a91 in math204 a second time");
    assertEquals(1, requestsSent(twice));
    assertTrue(twice.contains("refused with ItemAlreadyExistsException"), twice);
    assertTrue(twice.contains("PK=\"STU#a91\", SK=\"ENROLL#CRS#math204\""), twice);
    assertFalse(twice.contains("UNEXPECTED"), twice);

    String unchanged = step("many-to-many", "Read the edge again: unchanged");
    assertEquals(1, requestsSent(unchanged));
    assertTrue(unchanged.contains("unchanged: grade A, enrolled on 2026-02-02"), unchanged);

    String drop = step("many-to-many", "Drop an enrollment");
    assertEquals(1, requestsSent(drop));
    assertTrue(drop.contains("deleted: true"), drop);
  }

  // ---------------------------------------------------------------- hot partitions

  @Test
  void hotPartitionsWritesTheTenantInBatchesOf25() {
    String step = step("hot-partitions", "Write tenant megacorp and its 300 projects with putAll");
    int batches = (TENANT_PROJECTS + 1 + 24) / 25;
    assertEquals(batches, requestsSent(step));
    assertTrue(step.contains("putAll: " + (TENANT_PROJECTS + 1) + " items in " + batches + " BatchWriteItem requests"),
        step);
    Matcher shard = Pattern.compile("TEN#megacorp#(\\d\\d) (\\d+)").matcher(step);
    int total = 0;
    int shards = 0;
    while (shard.find()) {
      shards++;
      total += Integer.parseInt(shard.group(2));
    }
    assertEquals(TenantRepository.Codec.SHARDS, shards, step);
    assertEquals(TENANT_PROJECTS, total, step);
  }

  @Test
  void hotPartitionsShardedPagesQueryEveryShardOnceAndMergeNewestFirst() {
    String first = step("hot-partitions", "List the tenant's projects, newest first: page 1");
    assertEquals(TenantRepository.Codec.SHARDS, requestsSent(first),
        "one Query per shard, at most " + TenantRepository.Codec.SHARDS);
    assertTrue(first.contains("requests = shards queried: 10 of 10"), first);
    assertEquals(ids(300, 291), tenantProjectRows(first));

    String second = step("hot-partitions", "List the next page with the cursor");
    assertTrue(requestsSent(second) <= TenantRepository.Codec.SHARDS, second);
    assertEquals(TenantRepository.Codec.SHARDS, requestsSent(second), "no shard is used up after 10 of 300 projects");
    assertEquals(ids(290, 281), tenantProjectRows(second));

    String get = step("hot-partitions", "Get one of the tenant's projects by id");
    assertEquals(1, requestsSent(get));
    assertEquals(List.of("2026-0042"), tenantProjectRows(get));
  }

  @Test
  void hotPartitionsActiveAcrossWorkspacesFansOutOverTheIndexShards() {
    String write = step("hot-partitions", "Write 4 workspaces with 15 projects each");
    assertEquals(3, requestsSent(write));
    assertTrue(write.contains("putAll: 64 items in 3 BatchWriteItem requests; 40 of the projects are ACTIVE"), write);

    String active = step("hot-partitions", "List ACTIVE projects across all workspaces, newest first");
    // Each of the 4 shards is asked for its share (4 of the 11 items the page needs); the one holding
    // more of the newest ACTIVE projects runs dry first and is asked once more.
    assertEquals(ProjectRepository.Codec.BY_STATUS_SHARDS + 1, requestsSent(active),
        "one Query per shard of PROJ#ACTIVE, and one for the shard that ran dry");
    assertTrue(active.contains("and one more per shard whose share of the page ran out"), active);
    assertTrue(active.contains("IndexName                  GSI2"), active);
    List<String[]> rows = activeRows(active);
    assertEquals(PAGE_SIZE, rows.size(), active);
    assertTrue(rows.stream().allMatch(r -> r[2].equals("ACTIVE")), active);
    assertTrue(new HashSet<>(rows.stream().map(r -> r[0]).toList()).size() >= 3, "across workspaces:\n" + active);
    for (int i = 1; i < rows.size(); i++) {
      assertFalse(Instant.parse(rows.get(i)[3]).isAfter(Instant.parse(rows.get(i - 1)[3])), "newest first:\n" + active);
    }
    assertEquals("umbrella", rows.get(0)[0]);
    assertEquals("2026-0013", rows.get(0)[1]);
  }

  @Test
  void hotPartitionsAPartialUpdateMovesAProjectOutOfTheActiveListing() {
    String update = step("hot-partitions", "Archive the newest ACTIVE project");
    assertEquals(1, requestsSent(update));
    // The status alone makes GSI2PK: the update sets it, in its shard, and leaves GSI2SK (createdAt) as stored.
    assertTrue(update.contains(": \"GSI2PK\"") && !update.contains("\"GSI2SK\""), "GSI2PK alone:\n" + update);
    assertTrue(update.contains("PROJ#ARCHIVED#"), update);

    String after = step("hot-partitions", "List ACTIVE projects again");
    assertEquals(ProjectRepository.Codec.BY_STATUS_SHARDS + 1, requestsSent(after),
        "one Query per shard, one for the shard that ran dry");
    List<String[]> rows = activeRows(after);
    assertEquals(PAGE_SIZE, rows.size(), after);
    assertTrue(rows.stream().noneMatch(r -> r[0].equals("umbrella") && r[1].equals("2026-0013")), after);
    assertTrue(after.contains("umbrella/2026-0013 has left the ACTIVE listing"), after);
  }

  // ---------------------------------------------------------------- shop

  @Test
  void shopWritesThreeLevelsInOnePartitionInBatchesOf25() {
    String step = step("shop", "Write 3 customers, 20 orders and 41 order lines with putAll");
    assertEquals(3, requestsSent(step));
    assertTrue(step.contains("putAll: 64 items in 3 BatchWriteItem requests"), step);
    assertTrue(step.contains("CUST#c1  ORDER#o-0020                  Order      ORDER#PLACED#03  "
        + "LIS#2026-03-12T13:00:00.000000000Z#CUST$Sc1#ORDER$So-0020  ORDER#o-0020#CUST$Sc1"), step);
    assertTrue(Pattern.compile("^ +CUST#c1 +ORDER#o-0020#LINE#0000000003 +OrderLine +- +- +-$", Pattern.MULTILINE)
        .matcher(step).find(), "a line carries no index key:\n" + step);
  }

  @Test
  void shopACustomerWithEverythingBelowItIsOneQuery() {
    String step = step("shop", "Load customer c1 with all its orders and their lines in one Query");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("\"#pk = :pk\"") && step.contains("{ \":pk\": \"CUST#c1\" }"), step);
    assertEquals(orderIds(ShopStory.ordersOf("c1")), orderRows(step).stream().map(r -> r[1]).toList());
    assertTrue(step.contains("loaded customer c1 (Ada) with 12 orders and 24 order lines"), step);
    assertTrue(step.contains("(Query, 37 items,"), "1 customer, 12 orders, 24 lines:\n" + step);
    List<String> counts = ShopStory.ordersOf("c1").stream()
        .map(o -> o.orderId() + " (" + ShopStory.linesOf(o.orderId()).size() + ")").toList();
    assertTrue(step.contains("each order with its own lines, nested from the same Query's items: "
        + String.join(", ", counts)), counts + "\n" + step);
  }

  @Test
  void shopOneOrderWithItsLinesIsOneQueryThatStopsAtTheOrdersEnd() {
    String step = step("shop", "Load order o-0020 with its lines in one Query");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("\":skFrom\": \"ORDER#o-0020\", \":skTo\": \"ORDER#o-0020$\""), step);
    assertEquals(List.of("o-0020"), orderRows(step).stream().map(r -> r[1]).toList());
    assertEquals(List.of("o-0020/1", "o-0020/2", "o-0020/3"), lineRows(step));
    assertTrue(step.contains("(Query, 4 items,"), step);
  }

  @Test
  void shopACustomersOrdersNewestFirstComeInPagesOfExactlyThePageSizeOneQueryEach() {
    String step = step("shop", "List customer c1's orders alone, newest first, " + PAGE_SIZE + " per page");
    List<String> newestFirst = new ArrayList<>(orderIds(ShopStory.ordersOf("c1")));
    Collections.reverse(newestFirst);
    assertEquals(12, newestFirst.size());
    assertEquals(2, requestsSent(step), "12 orders in pages of 10: two Queries");
    assertTrue(step.contains("IndexName                  NestedParents"), step);
    assertTrue(step.contains("ScanIndexForward           false"), step);
    assertEquals(newestFirst, orderRows(step).stream().map(r -> r[1]).toList());
    assertTrue(step.contains("page sizes: [10, 2] (12 orders)"), "the lines do not eat the page:\n" + step);
    assertTrue(lineRows(step).isEmpty(), step);
  }

  @Test
  void shopARangeOnTheLineNumberIsOneQuery() {
    String step = step("shop", "List the lines of order o-0020 from line 2 on");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("\":skFrom\": \"ORDER#o-0020#LINE#0000000002\", \":skTo\": \"ORDER#o-0020#LINE$\""), step);
    assertEquals(List.of("o-0020/2", "o-0020/3"), lineRows(step));
  }

  @Test
  void shopShippingAnOrderIsOneUpdateItemThatSetsGsi1pkAndLeavesGsi1sk() {
    String step = step("shop", "Ship order o-0017 (PLACED, BER) without reading it first");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("(UpdateItem, 1 item,"), step);
    assertTrue(step.contains("\"SET #a0 = :v0, #a1 = :v1\""), step);
    assertTrue(step.contains("{ \"#pk\": \"PK\", \"#a0\": \"status\", \"#a1\": \"GSI1PK\", \"#c0\": \"status\" }"), step);
    // The shard put computes from the order's own key; GSI1SK (warehouse#placedAt) is not in the request.
    String partitionKey = OrderRepository.Codec.byStatusIndexPartitionKey(OrderRepository.Codec.partitionKey("c2"),
        OrderRepository.Codec.sortKey("o-0017"), OrderStatus.SHIPPED);
    assertTrue(step.contains("{ \":v0\": \"SHIPPED\", \":v1\": \"" + partitionKey + "\", \":c0\": \"PLACED\" }"), step);
    assertFalse(step.contains("\"GSI1SK\""), step);
    assertEquals(List.of("o-0017"), orderRows(step).stream().map(r -> r[1]).toList());
    assertEquals("SHIPPED", orderRows(step).get(0)[3]);
  }

  @Test
  void shopShippedSinceMondayIsOneGsi1QueryPerShardOnTheCompositeSortKey() {
    String step = step("shop", "List warehouse BER's SHIPPED orders since Monday, newest first");
    assertEquals(OrderRepository.Codec.BY_STATUS_SHARDS, requestsSent(step));
    assertTrue(step.contains("IndexName                  GSI1"), step);
    assertTrue(step.contains("\"#pk = :pk AND #sk BETWEEN :skFrom AND :skTo\""), step);
    assertTrue(step.contains("{ \":pk\": \"ORDER#SHIPPED#00\", \":skFrom\": \"BER#2026-03-09T00:00:00.000000000Z\","
        + " \":skTo\": \"BER$\" }"), step);
    // The same question asked of the data in memory, o-0017 shipped the step before: BER, SHIPPED, placed since
    // Monday, newest first.
    List<String> expected = ShopStory.orders().stream()
        .filter(o -> o.warehouse().equals("BER") && (o.status() == OrderStatus.SHIPPED || o.orderId().equals("o-0017"))
            && !o.placedAt().isBefore(ShopStory.MONDAY))
        .sorted(Comparator.comparing(Order::placedAt).reversed())
        .map(Order::orderId).toList();
    assertEquals(List.of("o-0017", "o-0015", "o-0013", "o-0011"), expected);
    assertEquals(expected, orderRows(step).stream().map(r -> r[1]).toList());
    assertTrue(step.contains("(Query ×4, 4 items,"), "only the orders in the range are read:\n" + step);
  }

  @Test
  void shopTheTransactionIsRenderedAndNotSent() {
    String step = step("shop", "Place order o-0021 with its 2 lines in one transaction (shown, not sent)");
    assertTrue(step.lines().findFirst().orElseThrow().endsWith("— TransactWriteItems"), step);
    assertEquals(0, requestsSent(step));
    assertTrue(step.contains("TransactWriteItems shop-sample-"), step);
    assertTrue(step.contains("[2] Put") && step.contains("[3] ConditionCheck"), step);
    assertTrue(step.contains("\"SK\": \"ORDER#o-0021#LINE#0000000002\""), step);
    assertTrue(step.contains("not sent: dynalite has no TransactWriteItems"), step);
  }

  @Test
  void shopCreateUnderAndTheUniqueCreateAreShownAndNotSent() {
    assertTrue(output.contains("dynalite has no TransactWriteItems: the shop story shows its transactional steps"
        + " without sending them (--server moto sends them)"), output);
    String createUnder = step("shop", "Add line 3 to order o-0021 with createUnder (shown, not sent)");
    assertEquals(0, requestsSent(createUnder));
    assertTrue(createUnder.contains("[1] ConditionCheck")
        && createUnder.contains("{ \"PK\": \"CUST#c1\", \"SK\": \"ORDER#o-0021\" }"), createUnder);
    assertTrue(createUnder.contains("not sent: dynalite has no TransactWriteItems"), createUnder);

    String unique = step("shop", "Create product lamp with its unique barcode (shown, not sent)");
    assertEquals(0, requestsSent(unique));
    assertTrue(unique.contains("\"PK\": \"UNIQ#Product.barcode#4006381333931\""), unique);
    assertTrue(unique.contains("not sent: dynalite has no TransactWriteItems"), unique);
    // what only a sent transaction can show is left out, not faked
    for (String sentOnly : List.of("which does not exist", "what the transaction and createUnder stored",
        "with the same barcode", "Find the product by its barcode")) {
      assertTrue(steps.get("shop").keySet().stream().noneMatch(title -> title.contains(sentOnly)),
          () -> sentOnly + ": " + steps.get("shop").keySet());
    }
  }

  @Test
  void anEndpointWithoutTransactWriteItemsTurnsTheShopStoryToShowingThem() {
    try (DynaliteServer dynalite = DynaliteServer.start()) {
      PrintedRun shop = PrintedRun.of("--endpoint", dynalite.endpoint().toString(), "--story", "shop");
      assertEquals(0, shop.exitCode, shop::describe);
      String transaction = shop.step("shop", "Place order o-0021 with its 2 lines in one transaction");
      assertEquals(1, requestsSent(transaction), "tried once, refused by the server:\n" + transaction);
      assertTrue(transaction.contains("not sent: the endpoint answered UnknownOperationException"), transaction);
      String createUnder = shop.step("shop", "Add line 3 to order o-0021 with createUnder (shown, not sent)");
      assertEquals(0, requestsSent(createUnder));
      assertEquals(13, shop.steps.get("shop").size(), () -> "steps: " + shop.steps.get("shop").keySet());
    }
  }

  @Test
  void shopDeleteWithCollectionTakesTheCustomersOrdersAndLines() {
    String delete = step("shop", "Delete customer c2 with its 4 orders and 9 lines");
    assertEquals(3, requestsSent(delete), "one keys-only Query, the 13 children in one batch, the customer alone");
    assertTrue(delete.contains("(Query, BatchWriteItem ×2,"), delete);
    assertTrue(delete.contains("deleted 14 items (customer deleted: true) with 1 keys-only Query and 2 BatchWriteItem"),
        delete);

    String gone = step("shop", "Load customer c2 again: nothing is left");
    assertEquals(1, requestsSent(gone));
    assertTrue(gone.contains("customer c2: none (Optional.empty)"), gone);
  }

  // ---------------------------------------------------------------- flags

  @Test
  void storyFlagPlaysOneStory() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SampleApp.run(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), "--story", "many-to-many", "--table", "m2m-test");
    String text = out.toString(StandardCharsets.UTF_8);
    assertEquals(0, code, () -> err.toString(StandardCharsets.UTF_8) + text);
    assertTrue(text.contains("Story 1 of 1: many-to-many — "), text);
    assertFalse(text.contains("one-to-many —") || text.contains("hot-partitions —"), text);
    assertTrue(text.contains("Deleted table m2m-test-school"), text);
    assertFalse(text.contains("All stories:"), text);
  }

  @Test
  void refusesAnUnknownLayoutAndALayoutForAnotherStory() {
    PrintedRun unknown = PrintedRun.of("--layout", "electro");
    assertEquals(2, unknown.exitCode);
    assertTrue(unknown.errors.contains("--layout must be prefixed or article, was \"electro\""), unknown::describe);
    PrintedRun shop = PrintedRun.of("--story", "shop", "--layout", "article");
    assertEquals(2, shop.exitCode);
    assertTrue(shop.errors.contains("--layout chooses the keys of the many-to-many story; give --story many-to-many"),
        shop::describe);
    assertEquals("", shop.output, "nothing started");
  }

  @Test
  void refusesAnUnknownStory() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SampleApp.run(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), "--story", "graph");
    assertEquals(2, code);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("--story must be one of one-to-many, many-to-many,"
        + " hot-partitions, shop, read-model, inspect or all"), err::toString);
  }

  @Test
  void theReadModelStoryOnTheBuiltInDynaliteSaysItNeedsStreamsAndStartsNothing() {
    PrintedRun readModel = PrintedRun.of("--story", "read-model");
    assertEquals(1, readModel.exitCode, readModel::describe);
    assertTrue(readModel.errors.contains("partitura-sample: the read-model story reads the table's DynamoDB stream,"
        + " and dynalite has no DynamoDB Streams"), readModel::describe);
    assertTrue(readModel.errors.contains("run it with --server moto"), readModel::describe);
    assertEquals("", readModel.output, "nothing started");
  }

  @Test
  void anEndpointWithoutStreamsEndsTheReadModelStoryWithANote() {
    try (DynaliteServer dynalite = DynaliteServer.start()) {
      PrintedRun readModel = PrintedRun.of("--endpoint", dynalite.endpoint().toString(), "--story", "read-model");
      assertEquals(0, readModel.exitCode, readModel::describe);
      assertEquals(2, readModel.steps.get("read-model").size(), readModel::describe);
      String stream = readModel.step("read-model", "Find the table's stream");
      assertTrue(stream.contains("this server keeps no stream for the table (DescribeTable shows no"
          + " LatestStreamArn)"), stream);
      assertTrue(readModel.output.contains("Deleted table shop-read-model-sample-"), readModel.output);
    }
  }

  @Test
  void refusesAnUnknownServerAndAServerBesideAnEndpoint() {
    PrintedRun unknown = PrintedRun.of("--server", "dynamodb-local");
    assertEquals(2, unknown.exitCode);
    assertTrue(unknown.errors.contains("--server must be one of dynalite, moto, was \"dynamodb-local\""), unknown::describe);
    PrintedRun both = PrintedRun.of("--server", "moto", "--endpoint", "http://127.0.0.1:1");
    assertEquals(2, both.exitCode);
    assertTrue(both.errors.contains("--server names the built-in server to start"), both::describe);
  }

  @Test
  void refusesContradictoryBackends() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SampleApp.run(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), "--aws", "--endpoint", "http://127.0.0.1:1");
    assertEquals(2, code);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("--aws and --endpoint exclude each other"));
  }

  // ---------------------------------------------------------------- helpers

  private static String step(String story, String titlePart) {
    return run.step(story, titlePart);
  }

  /** "a91/math204" for every row of the step's enrollment tables. */
  private static List<String> enrollmentRows(String step) {
    Matcher row = Pattern.compile("^ +([a-z]\\d\\d) +(math204|phys101|hist110)\\b", Pattern.MULTILINE).matcher(step);
    List<String> rows = new ArrayList<>();
    while (row.find()) {
      rows.add(row.group(1) + "/" + row.group(2));
    }
    return rows;
  }

  private static List<String> orderIds(List<Order> orders) {
    return orders.stream().map(Order::orderId).toList();
  }

  private static List<String> tenantProjectRows(String step) {
    Matcher row = Pattern.compile("^ +(2026-\\d{4}) +TEN#megacorp#\\d\\d ", Pattern.MULTILINE).matcher(step);
    List<String> rows = new ArrayList<>();
    while (row.find()) {
      rows.add(row.group(1));
    }
    return rows;
  }

  /** workspaceId, projectId, status, createdAt of each row. */
  private static List<String[]> activeRows(String step) {
    Matcher row = ACTIVE_ROW.matcher(step);
    List<String[]> rows = new ArrayList<>();
    while (row.find()) {
      rows.add(new String[] {row.group(1), row.group(2), row.group(3), row.group(4)});
    }
    return rows;
  }

  private static List<String> ids(int from, int to) {
    List<String> ids = new ArrayList<>();
    int direction = from <= to ? 1 : -1;
    for (int n = from; n != to + direction; n += direction) {
      ids.add(OneToManyStory.projectId(n));
    }
    return ids;
  }

  /** The step's project table lists projects from..to (by number), consecutively, in that order. */
  private static void assertProjectsInOrder(String step, int from, int to) {
    Matcher id = Pattern.compile("^ +(2026-\\d{4}) ", Pattern.MULTILINE).matcher(step);
    List<String> found = new ArrayList<>();
    while (id.find()) {
      found.add(id.group(1));
    }
    assertEquals(ids(from, to), found, step);
  }
}
