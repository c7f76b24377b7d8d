package io.partitura.it.electro;

import io.partitura.annotations.KeyStyle;
import io.partitura.annotations.Table;

/**
 * The table an ElectroDB 3.9.3 service shares (interop/electrodb/model.js), its keys written by templates: lower-cased,
 * unescaped, decimal numbers, ElectroDB's entity name in {@code __edb_e__} and its version in {@code __edb_v__}.
 */
@Table(name = "electro", partitionKey = "pk", sortKey = "sk", typeAttribute = "__edb_e__")
@KeyStyle(escape = false, casing = KeyStyle.Casing.LOWER, numbers = KeyStyle.NumberText.DECIMAL)
public interface Electro {}
