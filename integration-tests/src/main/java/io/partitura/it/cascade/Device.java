package io.partitura.it.cascade;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

@ChildOf(parent = Member.class, prefix = "DEV")
public record Device(String memberId, @Key String deviceId, String label) {}
