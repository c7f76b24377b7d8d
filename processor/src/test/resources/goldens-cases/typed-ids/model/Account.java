package example.ledger;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Typed ids outside keys: an attribute, an optional one, list elements, map values and inside a nested record. */
@Parent(table = Ledger.class, prefix = "ACCT")
public record Account(@Key AccountId accountId, UserId owner, Optional<UserId> manager, List<UserId> members,
    Map<String, AccountId> linked, Contact contact) {}
