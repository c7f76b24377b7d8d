package io.partitura.it.unique;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import io.partitura.annotations.Unique;

/** A payment card of a customer: a card number belongs to one card. */
@ChildOf(parent = Customer.class, prefix = "CARD")
public record Card(String customerId, @Key String cardId, @Unique String number, String label) {}
