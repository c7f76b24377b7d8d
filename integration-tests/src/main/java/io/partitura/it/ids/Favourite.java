package io.partitura.it.ids;

import io.partitura.annotations.ManyToMany;

/** An edge whose two sides are typed ids. */
@ManyToMany(from = Client.class, to = Product.class, prefix = "FAV")
public record Favourite(CustomerId customerId, ProductId productId) {}
