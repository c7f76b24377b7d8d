package example.fleet;

import io.partitura.annotations.Table;

@Table(name = "fleet", partitionKey = "EntityRef", sortKey = "Detail")
public interface Fleet {}
