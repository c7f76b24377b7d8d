package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.it.boards.Board;
import io.partitura.it.boards.BoardsTable;
import io.partitura.it.boards.Card;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.query.KeyRange;
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

/**
 * A @LocalIndex keyed by a template ({@code $card#priority_{priority:3}#cardid_{cardId}}), on dynalite: the stored
 * key is the template alone, the listing orders by it, fixes the priority by equality and ranges the card id that
 * ends it, and refuses a range on the priority's text, which a constant follows.
 */
@ExtendWith(DynaliteExtension.class)
class LocalIndexTemplateTest {
  private static final RequestCounter requests = new RequestCounter();
  private static DynamoDbClient client;
  private static BoardsTable boards;

  @BeforeAll
  static void createTable(TestServer server) {
    client = server.newClient(requests);
    boards = BoardsTable.builder().client(client).tableName("boards-" + UUID.randomUUID()).build();
    boards.createTable();
    boards.boards().put(new Board("B1", "Board"));
    for (Card card : List.of(new Card("B1", "c-3", 100, "three"), new Card("B1", "c-1", 5, "one"),
        new Card("B1", "C-2", 12, "two"), new Card("B1", "c-4", 12, "four"))) {
      boards.cards().put(card);
    }
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  @Test
  void theStoredIndexKeyIsTheTemplateAlone() {
    Map<String, AttributeValue> item = client.getItem(get -> get.tableName(boards.tableName()).key(Map.of(
        "PK", AttributeValue.fromS("board_b1"), "SK", AttributeValue.fromS("$card#cardid_c-2")))).item();
    assertEquals("$card#priority_012#cardid_c-2", item.get("lsi1sk").s());
  }

  @Test
  void listsByPriorityFixesItAndRangesTheCardThatEndsTheKey() {
    assertEquals(List.of("c-1", "C-2", "c-4", "c-3"), ids(boards.cards().inBoardByPriority("B1").all()));
    assertEquals(List.of("c-3", "c-4", "C-2", "c-1"), ids(boards.cards().inBoardByPriority("B1").descending().all()));
    assertEquals(List.of("C-2", "c-4"), ids(boards.cards().inBoardByPriority("B1", 12).all()));
    assertEquals(List.of("c-4"), ids(boards.cards().inBoardByPriority("B1", 12, KeyRange.after("c-2")).all()));
    assertEquals(List.of("C-2"), ids(boards.cards().inBoardByPriority("B1", 12, KeyRange.until("C-2")).all()));
    assertEquals(5, requests.count("Query"));
    assertEquals(5, requests.total());
  }

  @Test
  void aRangeOnTheCardsOwnSortKeyTemplateIsExactToo() {
    assertEquals(List.of("c-1", "C-2"), ids(boards.cards().inBoard("B1", KeyRange.between("c-1", "c-2")).all()));
    assertEquals(List.of("c-3", "c-4"), ids(boards.cards().inBoard("B1", KeyRange.from("C-3")).all()));
    assertEquals(2, requests.total());
    InvalidKeyException empty = assertThrows(InvalidKeyException.class,
        () -> boards.cards().inBoard("B1", KeyRange.between("c-4", "c-1")).all());
    assertEquals(2, requests.total(), "refused before any request: " + empty.getMessage());
  }

  private static List<String> ids(List<Card> cards) {
    return cards.stream().map(Card::cardId).toList();
  }
}
