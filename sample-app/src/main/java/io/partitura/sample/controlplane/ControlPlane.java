package io.partitura.sample.controlplane;

import io.partitura.annotations.Table;

/** The seed's SaaS control plane: one table, generic key names. */
@Table(name = "control-plane", partitionKey = "EntityRef", sortKey = "Detail")
public interface ControlPlane {}
