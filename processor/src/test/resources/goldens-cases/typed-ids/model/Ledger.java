package example.ledger;

import io.partitura.annotations.Table;

@Table(name = "ledger")
public interface Ledger {}
