package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;

import com.palantir.javapoet.ClassName;
import io.partitura.processor.model.Naming;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The naming rules the writers share, now that they live on the model rather than in one writer. */
class NamingTest {
  @Test
  void freshAppendsUnderscoresUntilTheNameIsFree() {
    assertThat(Naming.fresh("shard", List.of("customerId"))).isEqualTo("shard");
    assertThat(Naming.fresh("shard", List.of("shard", "shard_"))).isEqualTo("shard__");
  }

  @Test
  void aRecordVariableAvoidsKeywordsAndTheGeneratedCodesOwnLocals() {
    assertThat(Naming.variableName(ClassName.get("test", "Workspace"))).isEqualTo("workspace");
    assertThat(Naming.variableName(ClassName.get("test", "Item"))).isEqualTo("itemRecord");
    assertThat(Naming.variableName(ClassName.get("test", "Package"))).isEqualTo("packageRecord");
  }

  @Test
  void constantNamesSplitCamelCaseAtEachCapital() {
    assertThat(Naming.constantName("byStatusAndRegion")).isEqualTo("BY_STATUS_AND_REGION");
    assertThat(Naming.constantName("gsi1ByStatus")).isEqualTo("GSI1_BY_STATUS");
  }
}
