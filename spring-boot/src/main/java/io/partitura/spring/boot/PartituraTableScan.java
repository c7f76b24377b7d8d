package io.partitura.spring.boot;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.context.annotation.Import;
import org.springframework.core.annotation.AliasFor;

/**
 * Says where the auto-configuration finds the generated tables it makes beans of, in place of the
 * default: the packages of the {@code @SpringBootApplication} class and below (Spring Boot's
 * auto-configuration packages, as for JPA entities).
 *
 * <pre>{@code
 * @SpringBootApplication
 * @PartituraTableScan(tables = ControlPlaneTable.class)   // exactly these
 * class App {}
 *
 * @PartituraTableScan(basePackageClasses = ControlPlane.class) // every table in that package and below
 * }</pre>
 *
 * <p>With none of its attributes set, it scans the annotated class's package. Several of these
 * annotations add up.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Import(PartituraTableScanRegistrar.class)
public @interface PartituraTableScan {

  /** Alias of {@link #basePackages()}. */
  @AliasFor("basePackages")
  String[] value() default {};

  /** Packages scanned, with their subpackages, for generated {@code <Name>Table} classes. */
  @AliasFor("value")
  String[] basePackages() default {};

  /** Classes whose packages are scanned, with their subpackages (type-safe {@link #basePackages()}). */
  Class<?>[] basePackageClasses() default {};

  /** Generated table classes to make beans of, with no scanning. */
  Class<?>[] tables() default {};
}
