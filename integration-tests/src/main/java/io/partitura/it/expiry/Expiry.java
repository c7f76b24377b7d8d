package io.partitura.it.expiry;

import io.partitura.annotations.Table;

/** Items that expire: DynamoDB's Time to Live, and reads that skip what has expired. */
@Table(name = "expiry")
public interface Expiry {}
