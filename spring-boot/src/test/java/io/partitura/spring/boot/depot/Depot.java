package io.partitura.spring.boot.depot;

import io.partitura.annotations.Table;

/** The Spring Boot module's test table: warehouses and their bins. */
@Table(name = "depot", partitionKey = "PK", sortKey = "SK")
public interface Depot {}
