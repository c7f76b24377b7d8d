package example.members;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Unique;
import io.partitura.annotations.Version;

/** Optimistically locked, with a handle no other login holds. */
@Parent(table = Members.class, prefix = "LOGIN")
public record Login(@Key String loginId, String label, @Unique String handle, @Version long version) {}
