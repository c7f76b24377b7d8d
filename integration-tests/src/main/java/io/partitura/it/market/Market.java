package io.partitura.it.market;

import io.partitura.annotations.Table;

/** Transactions: an order placed, stock taken and its customer checked, all or nothing. */
@Table(name = "market")
public interface Market {}
