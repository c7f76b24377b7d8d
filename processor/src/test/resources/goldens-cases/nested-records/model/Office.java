package example.directory;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.List;
import java.util.Map;

/** Nested records alone, in a list and as map values. */
@Parent(table = Directory.class, prefix = "OFFICE")
public record Office(@Key String officeId, Address address, List<Address> branches, Map<String, Address> byName) {}
