package io.partitura.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TableFormatterTest {

  @Test
  void sizesColumnsToTheirWidestCell() {
    String table = TableFormatter.of("id", "name", "n")
        .rightAligned(2)
        .row("2026-0001", "checkout-api", 7)
        .row("2026-0002", "x", 1234)
        .row("a", null, 0)
        .render("  ");
    assertEquals(""
        + "  id         name             n\n"
        + "  ---------  ------------  ----\n"
        + "  2026-0001  checkout-api     7\n"
        + "  2026-0002  x             1234\n"
        + "  a                           0\n", table);
  }

  @Test
  void headersCountWhenWiderThanCells() {
    assertEquals("workspaceId\n-----------\nacme\n", TableFormatter.of("workspaceId").row("acme").toString());
  }

  @Test
  void refusesRowsOfTheWrongWidth() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TableFormatter.of("a", "b").row("only one"));
    assertEquals("a row of this table needs 2 cells, got 1: [only one]", e.getMessage());
  }
}
