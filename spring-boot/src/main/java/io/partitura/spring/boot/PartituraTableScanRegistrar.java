package io.partitura.spring.boot;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.annotation.AnnotationAttributes;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.util.ClassUtils;

/** Records what a {@link PartituraTableScan} selects. */
final class PartituraTableScanRegistrar implements ImportBeanDefinitionRegistrar {

  @Override
  public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
    AnnotationAttributes attributes = AnnotationAttributes.fromMap(
        metadata.getAnnotationAttributes(PartituraTableScan.class.getName(), true));
    Set<String> packages = new LinkedHashSet<>(Arrays.asList(attributes.getStringArray("basePackages")));
    for (String className : attributes.getStringArray("basePackageClasses")) {
      packages.add(ClassUtils.getPackageName(className));
    }
    Set<String> tables = new LinkedHashSet<>(Arrays.asList(attributes.getStringArray("tables")));
    if (packages.isEmpty() && tables.isEmpty()) {
      packages.add(ClassUtils.getPackageName(metadata.getClassName()));
    }
    TableSelection.add(registry, packages, tables);
  }
}
