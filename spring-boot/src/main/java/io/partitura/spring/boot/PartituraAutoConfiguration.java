package io.partitura.spring.boot;

import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Makes every generated table a bean when the application has a {@link DynamoDbClient} bean (one,
 * or one marked primary among several; the tables all use that one), and
 * records their requests as Micrometer metrics when it has a {@link MeterRegistry} bean.
 *
 * <p>Tables come from the {@code @SpringBootApplication}'s packages, or from what {@link
 * PartituraTableScan} names; their settings from {@code partitura.tables.<name>.*} ({@link
 * PartituraProperties}). A table bean of the application's own replaces the auto-configured one.
 * Every {@link io.partitura.runtime.client.RequestListener} bean hears of every request.
 */
@AutoConfiguration(afterName = {
    // Where a DynamoDbClient or a MeterRegistry may come from, so that the conditions below see it.
    "io.awspring.cloud.autoconfigure.dynamodb.DynamoDbAutoConfiguration",
    "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration"})
@ConditionalOnClass(DynamoDbClient.class)
@ConditionalOnSingleCandidate(DynamoDbClient.class)
@EnableConfigurationProperties(PartituraProperties.class)
@Import(PartituraTablesRegistrar.class)
public class PartituraAutoConfiguration {

  /** Micrometer meters of every request: see {@link PartituraMetrics}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(MeterRegistry.class)
  @ConditionalOnBean(MeterRegistry.class)
  @ConditionalOnProperty(prefix = "partitura.metrics", name = "enabled", matchIfMissing = true)
  static class MetricsConfiguration {

    @Bean
    @ConditionalOnMissingBean
    PartituraMetrics partituraMetrics(MeterRegistry registry) {
      return new PartituraMetrics(registry);
    }
  }
}
