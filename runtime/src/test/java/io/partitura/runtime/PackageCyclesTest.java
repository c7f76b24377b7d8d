package io.partitura.runtime;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * No runtime package depends on itself through other packages: each package of {@code io.partitura.runtime}, the
 * root one included, is its own slice, and the slices must be free of cycles. A package can then be read (and
 * changed) knowing only the packages below it.
 */
class PackageCyclesTest {
  private static final String RUNTIME = "io.partitura.runtime";

  /** Every class of the runtime's main code, by the package it is declared in. */
  private static final SliceAssignment BY_PACKAGE = new SliceAssignment() {
    @Override
    public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
      String name = javaClass.getPackageName();
      return name.equals(RUNTIME) || name.startsWith(RUNTIME + ".") ? SliceIdentifier.of(name)
          : SliceIdentifier.ignore();
    }

    @Override
    public String getDescription() {
      return "every package of " + RUNTIME + ", the root one included";
    }
  };

  private static final JavaClasses RUNTIME_CLASSES = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages(RUNTIME);

  @Test
  void everyRuntimePackageIsASlice() {
    Set<String> packages = new TreeSet<>();
    RUNTIME_CLASSES.forEach(javaClass -> packages.add(javaClass.getPackageName()));
    // The import found the runtime (not an empty class path), in more than one package.
    assertTrue(packages.size() > 5, "runtime packages found: " + packages);
    for (String name : packages) {
      assertTrue(!BY_PACKAGE.getIdentifierOf(RUNTIME_CLASSES.stream()
          .filter(javaClass -> javaClass.getPackageName().equals(name)).findFirst().orElseThrow())
          .equals(SliceIdentifier.ignore()), name + " is in no slice");
    }
  }

  @Test
  void runtimePackagesAreFreeOfCycles() {
    slices().assignedFrom(BY_PACKAGE).should().beFreeOfCycles().check(RUNTIME_CLASSES);
  }
}
