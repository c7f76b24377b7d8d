package io.partitura.spring.boot.books;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = CashBook.class, prefix = "LEDGER")
public record Ledger(@Key String ledgerId, String owner) {}
