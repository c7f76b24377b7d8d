package example.locking;

import io.partitura.annotations.Table;

@Table(name = "locking", stream = Table.StreamView.NEW_AND_OLD_IMAGES)
public interface Locking {}
