package shop;

import io.partitura.annotations.Table;

@Table(name = "notes", partitionKey = "PK", sortKey = "SK")
public interface Notebook {}
