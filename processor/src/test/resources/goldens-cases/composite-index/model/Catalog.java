package example.catalog;

import io.partitura.annotations.Table;

@Table(name = "catalog")
public interface Catalog {}
