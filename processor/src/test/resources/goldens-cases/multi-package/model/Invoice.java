package example.app.billing;

import example.app.accounts.Account;
import example.app.shared.Address;
import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A child in another package than its parent, storing the same nested record. */
@ChildOf(parent = Account.class, prefix = "INV")
public record Invoice(String accountId, @Key String invoiceId, long cents, Address billedTo) {}
