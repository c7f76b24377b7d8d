package example.electro;

import io.partitura.annotations.KeyStyle;
import io.partitura.annotations.Table;

/** ElectroDB's school service: its keys, lower-cased and unescaped, in one table shared with it. */
@Table(name = "electro", partitionKey = "pk", sortKey = "sk", typeAttribute = "__edb_e__")
@KeyStyle(escape = false, casing = KeyStyle.Casing.LOWER, numbers = KeyStyle.NumberText.DECIMAL)
public interface School {}
