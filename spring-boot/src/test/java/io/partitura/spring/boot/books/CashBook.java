package io.partitura.spring.boot.books;

import io.partitura.annotations.Table;

/**
 * A second table, in a package of its own and with a two-word name, to check that every table is
 * found, that scans can be narrowed and that its settings key is {@code cash-book}.
 */
@Table(name = "cash-book", partitionKey = "PK", sortKey = "SK")
public interface CashBook {}
