package io.partitura.spring.boot;

import io.partitura.runtime.client.RequestListener;
import java.beans.Introspector;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanFactoryAware;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.boot.autoconfigure.AutoConfigurationPackages;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.ResourceLoaderAware;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.env.Environment;
import org.springframework.core.io.ResourceLoader;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import org.springframework.util.ClassUtils;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Registers a bean for every generated table selected (see {@link PartituraTableScan}), unless the
 * application defines a bean of that table's class itself or sets {@code
 * partitura.tables.<name>.enabled=false}.
 *
 * <p>It runs while the auto-configuration's bean definitions load, after the application's own, so
 * a table bean of the application's is already known here, as it is to {@code
 * @ConditionalOnMissingBean}.
 */
final class PartituraTablesRegistrar
    implements ImportBeanDefinitionRegistrar, BeanFactoryAware, EnvironmentAware, ResourceLoaderAware {

  private static final String PREFIX = "partitura.tables";

  private ListableBeanFactory beanFactory;
  private Environment environment;
  private ResourceLoader resourceLoader;

  @Override
  public void setBeanFactory(BeanFactory beanFactory) {
    this.beanFactory = (ListableBeanFactory) beanFactory;
  }

  @Override
  public void setEnvironment(Environment environment) {
    this.environment = environment;
  }

  @Override
  public void setResourceLoader(ResourceLoader resourceLoader) {
    this.resourceLoader = resourceLoader;
  }

  @Override
  public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
    List<GeneratedTable> tables = selectedTables(registry);
    Map<String, PartituraProperties.Table> settings = settingsByTable(tables);
    for (GeneratedTable table : tables) {
      PartituraProperties.Table tableSettings = settings.get(table.propertyKey());
      if (!tableSettings.isEnabled() || beanFactory.getBeanNamesForType(table.type(), true, false).length > 0) {
        continue;
      }
      byte[] cursorKey = decodeCursorKey(table, tableSettings.getCursorKey());
      RootBeanDefinition definition = new RootBeanDefinition(table.type());
      definition.setInstanceSupplier(() -> create(table, tableSettings, cursorKey));
      definition.setDescription("Partitura table " + table.type().getName() + ", configured by "
          + PREFIX + "." + table.propertyKey());
      String name = Introspector.decapitalize(table.type().getSimpleName());
      registry.registerBeanDefinition(registry.containsBeanDefinition(name) ? table.type().getName() : name, definition);
    }
  }

  private List<GeneratedTable> selectedTables(BeanDefinitionRegistry registry) {
    TableSelection selection = TableSelection.find(registry);
    List<String> packages;
    List<String> classNames = new ArrayList<>();
    if (selection != null) {
      packages = List.copyOf(selection.packages());
      classNames.addAll(selection.tableClassNames());
    } else if (AutoConfigurationPackages.has(beanFactory)) {
      packages = AutoConfigurationPackages.get(beanFactory);
    } else {
      packages = List.of();
    }
    ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false, environment);
    scanner.setResourceLoader(resourceLoader);
    scanner.addIncludeFilter((reader, readerFactory) -> GeneratedTable.looksGenerated(reader.getAnnotationMetadata()));
    for (String basePackage : packages) {
      for (BeanDefinition candidate : scanner.findCandidateComponents(basePackage)) {
        if (!classNames.contains(candidate.getBeanClassName())) {
          classNames.add(candidate.getBeanClassName());
        }
      }
    }
    ClassLoader classLoader = resourceLoader.getClassLoader();
    Map<String, GeneratedTable> byKey = new TreeMap<>();
    for (String className : classNames) {
      GeneratedTable table = GeneratedTable.of(ClassUtils.resolveClassName(className, classLoader));
      GeneratedTable clash = byKey.put(GeneratedTable.canonical(table.propertyKey()), table);
      if (clash != null) {
        throw new IllegalStateException("Two generated tables answer to the settings key " + PREFIX + "."
            + table.propertyKey() + ": " + clash.type().getName() + " and " + table.type().getName()
            + ". Select one of them with @PartituraTableScan(tables = ...) or basePackages.");
      }
    }
    return List.copyOf(byKey.values());
  }

  /**
   * Each table's settings, by its property key; refuses keys under {@code partitura.tables} that
   * name no table found, since a misspelt key would otherwise leave a table on its default name.
   */
  private Map<String, PartituraProperties.Table> settingsByTable(List<GeneratedTable> tables) {
    PartituraProperties properties = Binder.get(environment)
        .bind("partitura", PartituraProperties.class)
        .orElseGet(PartituraProperties::new);
    Map<String, PartituraProperties.Table> byCanonicalKey = new LinkedHashMap<>();
    properties.getTables().forEach((key, value) -> byCanonicalKey.put(GeneratedTable.canonical(key), value));
    Map<String, PartituraProperties.Table> settings = new LinkedHashMap<>();
    for (GeneratedTable table : tables) {
      PartituraProperties.Table tableSettings = byCanonicalKey.remove(GeneratedTable.canonical(table.propertyKey()));
      settings.put(table.propertyKey(), tableSettings == null ? new PartituraProperties.Table() : tableSettings);
    }
    if (!byCanonicalKey.isEmpty()) {
      List<String> unknown = properties.getTables().keySet().stream()
          .filter(key -> byCanonicalKey.containsKey(GeneratedTable.canonical(key)))
          .map(key -> PREFIX + "." + key)
          .toList();
      List<String> known = tables.stream().map(t -> t.propertyKey() + " (" + t.type().getName() + ")").toList();
      throw new IllegalStateException("No generated table answers to " + String.join(", ", unknown)
          + ". Tables found: " + (known.isEmpty() ? "none" : String.join(", ", known))
          + ". The key is the table class's simple name without \"Table\", in kebab case;"
          + " tables are found in the @SpringBootApplication's packages unless @PartituraTableScan says otherwise.");
    }
    return settings;
  }

  private static byte[] decodeCursorKey(GeneratedTable table, String cursorKey) {
    if (cursorKey == null) {
      return null;
    }
    try {
      return Base64.getDecoder().decode(cursorKey.trim());
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(PREFIX + "." + table.propertyKey() + ".cursor-key is not base64 ("
          + e.getMessage() + "); give the base64 of a secret of at least 16 bytes, for example from"
          + " `openssl rand -base64 32`", e);
    }
  }

  private Object create(GeneratedTable table, PartituraProperties.Table settings, byte[] cursorKey) {
    return table.create(
        beanFactory.getBean(DynamoDbClient.class),
        settings.getTableName(),
        listener(),
        cursorKey,
        fanOutExecutor(table, settings.getFanOutExecutor()));
  }

  /** Every RequestListener bean (the metrics one included), in their order; {@code null} for none. */
  private RequestListener listener() {
    List<RequestListener> listeners = beanFactory.getBeanProvider(RequestListener.class).orderedStream().toList();
    if (listeners.isEmpty()) {
      return null;
    }
    if (listeners.size() == 1) {
      return listeners.get(0);
    }
    return event -> {
      for (RequestListener listener : listeners) {
        try {
          listener.onRequest(event);
        } catch (RuntimeException ignored) {
          // One failing listener must not keep the others from hearing of the request.
        }
      }
    };
  }

  private ExecutorService fanOutExecutor(GeneratedTable table, String beanName) {
    if (beanName == null) {
      return null;
    }
    String property = PREFIX + "." + table.propertyKey() + ".fan-out-executor";
    Object bean;
    try {
      bean = beanFactory.getBean(beanName);
    } catch (NoSuchBeanDefinitionException e) {
      throw new IllegalStateException(property + " names the bean '" + beanName + "', which does not exist", e);
    }
    if (bean instanceof ExecutorService executor) {
      return executor;
    }
    if (bean instanceof ThreadPoolTaskExecutor pool) {
      return pool.getThreadPoolExecutor();
    }
    throw new IllegalStateException(property + " names the bean '" + beanName + "', a " + bean.getClass().getName()
        + "; it must be a java.util.concurrent.ExecutorService or a ThreadPoolTaskExecutor");
  }
}
