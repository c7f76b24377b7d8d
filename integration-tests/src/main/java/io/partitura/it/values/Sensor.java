package io.partitura.it.values;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A child of a sharded site: its partition key carries the shard suffix. */
@ChildOf(parent = Site.class, prefix = "SEN")
public record Sensor(String siteId, @Key String sensorId, String model) {}
