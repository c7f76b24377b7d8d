package example.controlplane;

import io.partitura.annotations.Table;

@Table(name = "control-plane", partitionKey = "EntityRef", sortKey = "Detail")
public interface ControlPlane {}
