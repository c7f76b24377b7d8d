package io.partitura.lambda.orders;

import io.partitura.annotations.Table;

/** The table a Lambda function consumes the stream of. */
@Table(name = "orders", stream = Table.StreamView.NEW_AND_OLD_IMAGES)
public interface Orders {}
