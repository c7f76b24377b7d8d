package io.partitura.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The methods a generated {@code <Record>Update} or {@code <Record>Conditions} has besides its
 * components' are inherited from a runtime base class, while the validator refuses components named so
 * from {@link Naming}'s sets. This keeps the two in step: every public method of the base is in the
 * set (a component of that name would clash with it), and every name of the set not generated is the
 * base's.
 */
class InheritedMethodNamesTest {

  @Test
  void theReservedUpdateMethodsAreEntityUpdatesPublicMethodsAndExpectVersion() throws Exception {
    Set<String> inherited = publicMethods(Names.ENTITY_UPDATE.reflectionName());
    inherited.add(Naming.EXPECT_VERSION); // generated for a versioned record only
    assertEquals(new TreeSet<>(Naming.UPDATE_METHODS), inherited);
  }

  @Test
  void theReservedConditionsMethodsAreEntityConditionsPublicMethods() throws Exception {
    assertEquals(new TreeSet<>(Naming.CONDITIONS_METHODS), publicMethods(Names.ENTITY_CONDITIONS.reflectionName()));
  }

  private static Set<String> publicMethods(String className) throws ClassNotFoundException {
    Class<?> type = Class.forName(className, false, InheritedMethodNamesTest.class.getClassLoader());
    return Arrays.stream(type.getDeclaredMethods())
        .filter(method -> Modifier.isPublic(method.getModifiers()) && !method.isSynthetic())
        .map(Method::getName)
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
