package io.partitura.it.ledger;

import io.partitura.annotations.Table;

/** Reliability scenarios: versioned accounts, and branches with tellers for batches. */
@Table(name = "ledger")
public interface Ledger {}
