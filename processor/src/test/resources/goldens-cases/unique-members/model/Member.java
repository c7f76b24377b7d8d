package example.members;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Unique;

/** One email per member, and an optional badge number no other member holds. */
@Parent(table = Members.class, prefix = "MEMBER")
public record Member(@Key String memberId, String name, @Unique String email, @Unique Integer badge) {}
