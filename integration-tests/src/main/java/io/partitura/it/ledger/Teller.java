package io.partitura.it.ledger;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

@ChildOf(parent = Branch.class, prefix = "TELLER")
public record Teller(String branchId, @Key int tellerNo, String name) {}
