package io.partitura.spring.boot;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;

/**
 * What {@link PartituraTableScan} annotations selected: packages to scan and table classes. Kept as
 * a bean definition, so the auto-configuration reads it while bean definitions are registered,
 * before any bean exists.
 */
final class TableSelection {

  static final String BEAN_NAME = TableSelection.class.getName();

  private final Set<String> packages;
  private final Set<String> tableClassNames;

  TableSelection(Set<String> packages, Set<String> tableClassNames) {
    this.packages = packages;
    this.tableClassNames = tableClassNames;
  }

  Set<String> packages() {
    return Collections.unmodifiableSet(packages);
  }

  Set<String> tableClassNames() {
    return Collections.unmodifiableSet(tableClassNames);
  }

  /** Adds to the selection registered in {@code registry}, registering it on first use. */
  static void add(BeanDefinitionRegistry registry, Set<String> packages, Set<String> tableClassNames) {
    if (!registry.containsBeanDefinition(BEAN_NAME)) {
      RootBeanDefinition definition = new RootBeanDefinition(TableSelection.class);
      definition.setRole(BeanDefinition.ROLE_INFRASTRUCTURE);
      definition.getConstructorArgumentValues().addIndexedArgumentValue(0, new LinkedHashSet<String>());
      definition.getConstructorArgumentValues().addIndexedArgumentValue(1, new LinkedHashSet<String>());
      registry.registerBeanDefinition(BEAN_NAME, definition);
    }
    TableSelection current = find(registry);
    current.packages.addAll(packages);
    current.tableClassNames.addAll(tableClassNames);
  }

  /** The selection registered in {@code registry}, or {@code null} when no annotation made one. */
  @SuppressWarnings("unchecked")
  static TableSelection find(BeanDefinitionRegistry registry) {
    if (!registry.containsBeanDefinition(BEAN_NAME)) {
      return null;
    }
    BeanDefinition definition = registry.getBeanDefinition(BEAN_NAME);
    var arguments = definition.getConstructorArgumentValues();
    return new TableSelection(
        (Set<String>) arguments.getIndexedArgumentValue(0, Set.class).getValue(),
        (Set<String>) arguments.getIndexedArgumentValue(1, Set.class).getValue());
  }
}
