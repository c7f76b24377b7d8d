package example.electro;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;

/** A child in a templated collection, keyed by two components (a number padded to 4 digits). */
@ChildOf(parent = Course.class, prefix = "SES", type = "session",
    sortKeyTemplate = "$session_1#week_{week:4}#room_{room}")
@Marker(attribute = "__edb_v__", value = "1")
public record Session(String courseId, @Key int week, @Key String room, String topic) {}
