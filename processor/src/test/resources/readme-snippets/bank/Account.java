package bank;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Unique;

@Parent(table = Bank.class, prefix = "ACCT")
public record Account(@Key String accountId, @Unique String email) {}
