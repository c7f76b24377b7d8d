package io.partitura.it.ids.bare;

import io.partitura.annotations.ManyToMany;
import java.util.UUID;

/** An edge whose two sides are typed ids. */
@ManyToMany(from = Client.class, to = Product.class, prefix = "FAV")
public record Favourite(String customerId, UUID productId) {}
