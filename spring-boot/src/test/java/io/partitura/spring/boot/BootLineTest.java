package io.partitura.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;
import org.springframework.core.SpringVersion;

/**
 * These tests run twice: in spring-boot/ on Boot 4 and in spring-boot-3-tests/ on Boot 3.5, each build
 * naming the Boot version it means ({@code partitura.springBootVersion}, set by its surefire
 * configuration). This checks that the run is on that version, so that a Boot 4 jar slipping onto the
 * Boot 3 class path cannot pass for a Boot 3 run.
 */
class BootLineTest {
  @Test
  void runsOnTheBootVersionItsBuildNames() {
    String expected = System.getProperty("partitura.springBootVersion");
    assumeTrue(expected != null, "run outside Maven: no Boot version named");
    assertThat(SpringBootVersion.getVersion()).isEqualTo(expected);
    // Boot 3.5 is built on Spring Framework 6.2, Boot 4.0 on 7.0.
    assertThat(SpringVersion.getVersion()).startsWith(expected.startsWith("3.") ? "6.2." : "7.0.");
  }
}
