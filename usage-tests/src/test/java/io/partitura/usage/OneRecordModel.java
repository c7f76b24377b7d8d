package io.partitura.usage;

import java.io.IOException;

/** The smallest model a user could write: a table and one record, in package {@code shop}. */
final class OneRecordModel {
    private OneRecordModel() {}

    static void writeTo(OutsideBuild build) throws IOException {
        build.write("src/main/java/shop/Notebook.java", """
                package shop;

                import io.partitura.annotations.Table;

                @Table(name = "notes", partitionKey = "PK", sortKey = "SK")
                public interface Notebook {}
                """);
        build.write("src/main/java/shop/Note.java", """
                package shop;

                import io.partitura.annotations.Key;
                import io.partitura.annotations.Parent;

                @Parent(table = Notebook.class, prefix = "NOTE")
                public record Note(@Key String noteId, String text) {}
                """);
    }
}
