package io.partitura.benchmarks.model;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The record every mapping benchmark converts: ten attributes of the kinds a real entity has
 * (strings, an enum, an {@code Instant}, a {@code long}, an {@code int}, a {@code boolean}, a
 * {@code List<String>} and a {@code Map<String,String>}).
 *
 * <p>Its item: {@code PK=WS#<workspaceId>}, {@code SK=META}, {@code _type=Workspace}, and the ten
 * attributes under their component names. {@link WorkspaceBean}, {@link ImmutableWorkspace} and
 * {@link HandWrittenWorkspaceMapper} produce exactly the same item.
 */
@Parent(table = ControlPlane.class, prefix = "WS")
public record Workspace(
    @Key String workspaceId,
    String name,
    String ownerEmail,
    Plan plan,
    Instant createdAt,
    long storageBytes,
    int seats,
    boolean active,
    List<String> tags,
    Map<String, String> labels) {}
