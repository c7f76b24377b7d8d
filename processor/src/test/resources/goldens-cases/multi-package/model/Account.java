package example.app.accounts;

import example.app.App;
import example.app.shared.Address;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = App.class, prefix = "ACC")
public record Account(@Key String accountId, String name, Address address) {}
