package io.partitura.it.hot;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** The same model unsharded, to compare results with. */
@Parent(table = Fleet.class, prefix = "UWS")
public record SmallWorkspace(@Key String workspaceId, String name) {}
