package io.partitura.it.streams;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A grandchild. */
@ChildOf(parent = Draft.class, prefix = "REV")
public record Revision(String reporterId, String draftId, @Key int revisionNo, String text) {}
