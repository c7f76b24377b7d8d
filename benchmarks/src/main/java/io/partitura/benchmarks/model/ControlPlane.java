package io.partitura.benchmarks.model;

import io.partitura.annotations.Table;

/**
 * The benchmarks' single table (generic key names {@code PK}/{@code SK}, as most single-table
 * designs have); Partitura generates {@code ControlPlaneTable} from it. Each measurement that
 * talks to dynalite uses its own table name.
 */
@Table(name = "partitura-bench", partitionKey = "PK", sortKey = "SK")
public interface ControlPlane {}
