package example.ledger;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;

/** A String typed id as the sort key, and an index keyed and sorted by typed ids. */
@ChildOf(parent = Account.class, prefix = "ENTRY")
@GlobalIndex(name = "GSI1", partitionKey = "counterpart", sortKey = "entryId")
public record Entry(AccountId accountId, @Key EntryId entryId, AccountId counterpart, long amount) {}
