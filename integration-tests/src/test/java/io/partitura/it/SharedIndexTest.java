package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.campus.CampusTable;
import io.partitura.it.campus.Club;
import io.partitura.it.campus.ClubRepository;
import io.partitura.it.campus.Follow;
import io.partitura.it.campus.Membership;
import io.partitura.it.campus.Person;
import io.partitura.it.campus.PersonRepository;
import io.partitura.it.campus.Post;
import io.partitura.it.campus.Sponsorship;
import io.partitura.it.campus.SponsorshipRepository;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * Two many-to-many relationships (one of them self-referencing) and a one-to-many share one
 * overloaded index without their items mixing; a keys-only index lists references and fetches the
 * whole edges in batches.
 */
@ExtendWith(DynaliteExtension.class)
class SharedIndexTest {
  private static RequestCounter requests;
  private static CampusTable campus;

  @BeforeAll
  static void createCampus(DynaliteServer server) {
    requests = new RequestCounter();
    campus = CampusTable.builder().client(server.newClient(requests)).tableName("campus-" + UUID.randomUUID()).build();
    campus.createTable();
    for (String id : List.of("ana", "bo", "cy", "di")) {
      campus.persons().put(new Person(id, id.toUpperCase()));
      campus.posts().put(new Post(id, 1, "hello from " + id));
    }
    campus.clubs().put(new Club("chess", "Chess Club"));
    campus.memberships().join(new Membership("ana", "chess", "captain"));
    campus.memberships().join(new Membership("bo", "chess", "member"));
    campus.follows().create(new Follow("bo", "ana", Instant.EPOCH));
    campus.follows().create(new Follow("cy", "ana", Instant.EPOCH));
    campus.follows().create(new Follow("ana", "bo", Instant.EPOCH));
    for (int i = 0; i < 150; i++) {
      String sponsor = "sponsor" + i;
      campus.sponsorships().put(new Sponsorship(sponsor, "chess", 100L * i));
    }
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  @Test
  void membershipsAndFollowsShareGsi1WithoutMixing() {
    assertEquals(List.of("ana", "bo"),
        campus.memberships().ofClub("chess").all().stream().map(Membership::personId).toList());
    assertEquals(Set.of("bo", "cy"),
        campus.follows().ofFollowee("ana").all().stream().map(Follow::followerId).collect(Collectors.toSet()));
    assertEquals(List.of("bo"), campus.follows().ofFollower("ana").all().stream().map(Follow::followeeId).toList());
    assertEquals(3, requests.total());
  }

  @Test
  void aClubAndItsMembersFromTheIndexInOneQueryWithoutOtherEdgeTypes() {
    ClubRepository.WithMemberships chess = campus.clubs().getWithMemberships("chess").orElseThrow();
    assertEquals("Chess Club", chess.club().title());
    assertEquals(2, chess.memberships().size());
    assertEquals(1, requests.total());
  }

  @Test
  void aPersonsItemCollectionHoldsPostsAndOutgoingEdgesSplitByType() {
    PersonRepository.WithChildren ana = campus.persons().getWithChildren("ana").orElseThrow();
    assertEquals(1, requests.total());
    assertEquals(List.of(new Post("ana", 1, "hello from ana")), ana.posts());
    assertEquals(List.of(new Membership("ana", "chess", "captain")), ana.memberships());
    assertEquals(List.of("bo"), ana.follows().stream().map(Follow::followeeId).toList());
    assertTrue(ana.sponsorships().isEmpty());
  }

  @Test
  void aPersonAndTheirFollowersFromTheSharedIndex() {
    PersonRepository.ViaGSI1 ana = campus.persons().getViaGSI1("ana").orElseThrow();
    assertEquals("ANA", ana.person().name());
    assertEquals(Set.of("bo", "cy"), ana.follows().stream().map(Follow::followerId).collect(Collectors.toSet()));
    assertEquals(1, requests.total());
  }

  @Test
  void aKeysOnlyIndexListsReferencesAndFetchesWholeEdgesInBatchesOf100() {
    assertEquals(ProjectionType.KEYS_ONLY, CampusTable.createTableRequest("x").globalSecondaryIndexes().stream()
        .filter(i -> i.indexName().equals("GSI2")).findFirst().orElseThrow().projection().projectionType());
    List<SponsorshipRepository.Ref> refs = campus.sponsorships().ofClub("chess").limit(1000).all();
    assertEquals(150, refs.size());
    assertEquals(1, requests.total());
    assertTrue(refs.contains(new SponsorshipRepository.Ref("sponsor7", "chess")));

    requests.reset();
    List<Sponsorship> whole = campus.sponsorships().fetch(refs);
    assertEquals(2, requests.count("BatchGetItem"), "150 keys: one batch of 100 and one of 50");
    assertEquals(150, whole.size());
    assertTrue(whole.contains(new Sponsorship("sponsor7", "chess", 700)));
  }
}
