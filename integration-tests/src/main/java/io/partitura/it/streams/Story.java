package io.partitura.it.streams;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A child of a sharded parent. */
@ChildOf(parent = Desk.class, prefix = "STORY")
public record Story(String deskId, @Key String storyId, String title) {}
