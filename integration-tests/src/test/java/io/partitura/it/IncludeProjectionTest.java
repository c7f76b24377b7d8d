package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.partitura.it.league.Contract;
import io.partitura.it.league.Contract.Foot;
import io.partitura.it.league.Contract.Terms;
import io.partitura.it.league.ContractRepository;
import io.partitura.it.league.LeagueTable;
import io.partitura.it.league.Player;
import io.partitura.it.league.Team;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * An edge whose inverted index projects some components ({@code INCLUDE}): listing from the {@code to} side
 * returns refs carrying those components, typed, read by the one Query per page; an edge stored without one
 * lists it as null.
 */
@ExtendWith(DynaliteExtension.class)
class IncludeProjectionTest {
  private static final LocalDate SIGNED = LocalDate.of(2026, 7, 1);
  private static RequestCounter requests;
  private static LeagueTable league;

  @BeforeAll
  static void createLeague(DynaliteServer server) {
    requests = new RequestCounter();
    String tableName = "league-" + UUID.randomUUID();
    league = LeagueTable.builder().client(server.newClient(requests)).tableName(tableName).build();
    league.createTable();
    for (String id : List.of("ana", "bo", "cy", "di")) {
      league.players().put(new Player(id, id.toUpperCase()));
    }
    league.teams().put(new Team("lions", "Lyon"));
    league.teams().put(new Team("owls", "Oslo"));
    Contract ana = new Contract("ana", "lions", "striker", 120_000_00L, Set.of("captain", "homegrown"),
        Optional.of("Mo"), Foot.LEFT, new Terms(3, true), SIGNED);
    league.contracts().put(ana);
    // No position, tags, agent, foot or terms: the item has none of those attributes, so the index holds none.
    league.contracts().put(
        new Contract("bo", "lions", null, 90_000_00L, Set.of(), Optional.empty(), null, null, SIGNED));
    league.contracts().put(
        new Contract("di", "owls", "keeper", 80_000_00L, Set.of(), Optional.empty(), Foot.RIGHT, null, SIGNED));
    // Another writer's item without the primitive salary: the codec would refuse it, a ref lists it as null.
    Contract cy = new Contract("cy", "lions", "winger", 1, Set.of(), Optional.empty(), Foot.RIGHT,
        new Terms(1, false), SIGNED);
    Map<String, AttributeValue> item = new HashMap<>(ContractRepository.Codec.INSTANCE.toItem(cy));
    item.remove("salary");
    try (DynamoDbClient raw = server.newClient()) {
      raw.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  @Test
  void theIndexProjectsTheIncludedAttributes() {
    Projection projection = LeagueTable.createTableRequest("x").globalSecondaryIndexes().stream()
        .filter(index -> index.indexName().equals("GSI1")).findFirst().orElseThrow().projection();
    assertEquals(ProjectionType.INCLUDE, projection.projectionType());
    assertEquals(List.of("_type", "position", "salary", "tags", "agent", "foot", "terms"),
        projection.nonKeyAttributes());
  }

  @Test
  void aTeamsContractsCarryTheIncludedComponentsFromOneQuery() {
    List<ContractRepository.Ref> refs = league.contracts().ofTeam("lions").all();
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("Query"));
    assertEquals(List.of(
        new ContractRepository.Ref("ana", "lions", "striker", 120_000_00L, Set.of("captain", "homegrown"),
            Optional.of("Mo"), Foot.LEFT, new Terms(3, true)),
        new ContractRepository.Ref("bo", "lions", null, 90_000_00L, Set.of(), Optional.empty(), null, null),
        new ContractRepository.Ref("cy", "lions", "winger", null, Set.of(), Optional.empty(), Foot.RIGHT,
            new Terms(1, false))), refs);
    ContractRepository.Ref ana = refs.get(0);
    assertEquals("striker", ana.position());
    assertEquals(120_000_00L, ana.salaryCents());
    assertEquals(Set.of("captain", "homegrown"), ana.tags());
    assertEquals(Optional.of("Mo"), ana.agent());
    assertEquals(Foot.LEFT, ana.foot());
    assertEquals(new Terms(3, true), ana.terms());
    assertNull(refs.get(1).position(), "bo's contract was stored without a position");
    assertNull(refs.get(1).terms());
    assertEquals(Optional.empty(), refs.get(1).agent());
    assertNull(refs.get(2).salaryCents(), "cy's item has no salary attribute");
  }

  @Test
  void theListingSendsOneQueryOnTheIndexWithoutAProjectionExpression() {
    // Without a ProjectionExpression a Query on an index returns every projected attribute.
    var query = league.contracts().ofTeam("lions").describe();
    assertEquals("GSI1", query.field("IndexName"));
    assertEquals("\"#pk = :pk AND begins_with(#sk, :sk)\"", query.field("KeyConditionExpression"));
    assertEquals("{ \":pk\": \"TEAM#lions\", \":sk\": \"CONTRACT#\" }", query.field("ExpressionAttributeValues"));
    assertNull(query.field("ProjectionExpression"));
    assertEquals(0, requests.total());
  }

  @Test
  void listedRefsStillFetchTheWholeEdgesInOneBatch() {
    List<ContractRepository.Ref> refs = league.contracts().ofTeam("lions").limit(2).page().items();
    requests.reset();
    List<Contract> whole = league.contracts().fetch(refs);
    assertEquals(1, requests.count("BatchGetItem"));
    assertEquals(List.of(
        new Contract("ana", "lions", "striker", 120_000_00L, Set.of("captain", "homegrown"), Optional.of("Mo"),
        Foot.LEFT, new Terms(3, true), SIGNED),
        new Contract("bo", "lions", null, 90_000_00L, Set.of(), Optional.empty(), null, null, SIGNED)), whole);
    // A ref built from the keys alone fetches the same edge; its projected components are null.
    ContractRepository.Ref byKeys = new ContractRepository.Ref("ana", "lions");
    assertNull(byKeys.position());
    assertEquals(List.of(whole.get(0)), league.contracts().fetch(List.of(byKeys)));
  }
}
