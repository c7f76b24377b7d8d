package io.partitura.it.values;

import io.partitura.annotations.Table;

/** Values at DynamoDB's edges: number range and precision, set duplicates, sizes after sharding. */
@Table(name = "vault")
public interface Vault {}
