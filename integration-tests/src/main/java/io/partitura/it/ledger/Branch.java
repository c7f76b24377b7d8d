package io.partitura.it.ledger;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Ledger.class, prefix = "BR")
public record Branch(@Key String branchId, String city) {}
