package io.partitura.it.boards;

import io.partitura.annotations.KeyStyle;
import io.partitura.annotations.Table;

/** A table whose local index sort key is an explicit template (LocalIndexTemplateTest). */
@Table(name = "boards")
@KeyStyle(escape = false, casing = KeyStyle.Casing.LOWER, numbers = KeyStyle.NumberText.DECIMAL)
public interface Boards {}
