package io.partitura.runtime;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import io.partitura.runtime.cyclefixture.Leaf;
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

  /** Every class of the runtime, by the package it is declared in; classes outside it are in no slice. */
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

  private static final ArchRule FREE_OF_CYCLES = slices().assignedFrom(BY_PACKAGE).should().beFreeOfCycles();

  /** The runtime's main classes (its tests are not part of its layout). */
  private static final JavaClasses RUNTIME_CLASSES = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages(RUNTIME);

  @Test
  void runtimePackagesAreFreeOfCycles() {
    FREE_OF_CYCLES.check(RUNTIME_CLASSES);
  }

  @Test
  void everyRuntimePackageIsItsOwnSliceTheRootOneIncluded() {
    Set<String> packages = new TreeSet<>();
    RUNTIME_CLASSES.forEach(javaClass -> {
      packages.add(javaClass.getPackageName());
      assertEquals(SliceIdentifier.of(javaClass.getPackageName()), BY_PACKAGE.getIdentifierOf(javaClass));
    });
    // The import found the runtime, not an empty class path.
    assertTrue(packages.size() > 10, "runtime packages found: " + packages);
    JavaClasses fixture = new ClassFileImporter().importClasses(CycleFixtureRoot.class, String.class);
    assertEquals(SliceIdentifier.of(RUNTIME), BY_PACKAGE.getIdentifierOf(fixture.get(CycleFixtureRoot.class)));
    assertEquals(SliceIdentifier.ignore(), BY_PACKAGE.getIdentifierOf(fixture.get(String.class)));
  }

  @Test
  void aCycleThroughTheRootPackageFailsTheRule() {
    // Test-only classes: the root package and a package below it, each using the other.
    JavaClasses cycle = new ClassFileImporter().importClasses(CycleFixtureRoot.class, Leaf.class);

    AssertionError failure = assertThrows(AssertionError.class, () -> FREE_OF_CYCLES.check(cycle));

    assertTrue(failure.getMessage().contains("Cycle detected: Slice io.partitura.runtime -> "), failure.getMessage());
  }
}
