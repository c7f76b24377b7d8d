package io.partitura.it.values;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A sharded item collection: the site's own item at SW#&lt;siteId&gt;, its sensors at SW#&lt;siteId&gt;#00 … #07. */
@Parent(table = Vault.class, prefix = "SW", shards = 8)
public record Site(@Key String siteId, String name) {}
