package io.partitura.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;

/**
 * The public API of the classes a compilation generated, as text: what a user's code can call on
 * each generated public class and its public nested classes, one line per fact, sorted.
 *
 * <p>Members are listed as seen from the generated class: {@link Class#getMethods()} (inherited
 * included, minus {@link Object}'s methods and bridges), public constructors and fields, and for a
 * class that can be subclassed its protected members. The type variables of the runtime bases are
 * replaced by what the generated class binds them to, so moving a method into a runtime base keeps
 * its line. Lines:
 * <pre>
 * pkg.Foo : public final class
 * pkg.Foo : extends io.partitura.runtime.Base&lt;pkg.Model&gt;
 * pkg.Foo#&lt;init&gt;(io.partitura.runtime.client.TableClient)
 * pkg.Foo#get(java.lang.String) -&gt; java.util.Optional&lt;pkg.Model&gt;
 * pkg.Foo#of(java.lang.String) -&gt; pkg.Foo static
 * pkg.Foo.NAME : java.lang.String static final
 * </pre>
 */
final class GeneratedApi {
  private static final Set<String> OBJECT_METHODS = Arrays.stream(Object.class.getMethods())
      .map(method -> method.getName() + Arrays.toString(method.getParameterTypes())).collect(Collectors.toSet());

  private GeneratedApi() {}

  /** The listing of the named generated classes, loaded from the compilation's class output. */
  static String of(Compilation compilation, Collection<String> generatedClasses) throws IOException {
    ClassLoader loader = loader(compilation);
    Set<String> lines = new TreeSet<>();
    Deque<Class<?>> todo = new ArrayDeque<>();
    for (String name : generatedClasses) {
      try {
        todo.add(Class.forName(name, false, loader));
      } catch (ClassNotFoundException e) {
        throw new AssertionError("generated source " + name + " has no class file", e);
      }
    }
    while (!todo.isEmpty()) {
      Class<?> type = todo.poll();
      if (Modifier.isPublic(type.getModifiers())) {
        todo.addAll(Arrays.asList(type.getDeclaredClasses()));
        list(type, lines);
      }
    }
    return lines.stream().map(line -> line + "\n").collect(Collectors.joining());
  }

  private static void list(Class<?> type, Set<String> lines) {
    String name = name(type);
    Map<TypeVariable<?>, Type> bindings = new HashMap<>();
    bind(type, bindings, new HashSet<>());
    lines.add(name + " : " + kind(type));
    for (Type supertype : supertypes(type)) {
      lines.add(name + " : " + (rawOf(supertype).isInterface() && !type.isInterface() ? "implements " : "extends ")
          + text(supertype, bindings));
    }
    for (Method method : type.getMethods()) {
      if (method.getDeclaringClass() != Object.class && !method.isBridge() && !method.isSynthetic()
          && !OBJECT_METHODS.contains(method.getName() + Arrays.toString(method.getParameterTypes()))) {
        lines.add(method(name, method, bindings, ""));
      }
    }
    for (Constructor<?> constructor : type.getConstructors()) {
      lines.add(constructor(name, constructor, bindings, ""));
    }
    for (Field field : type.getFields()) {
      lines.add(name + "." + field.getName() + " : " + text(field.getGenericType(), bindings)
          + modifiers(field.getModifiers()));
    }
    if (!Modifier.isFinal(type.getModifiers()) && !type.isInterface()) {
      // code outside the package can call these from a subclass: part of the API of an open class
      for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
        for (Method method : c.getDeclaredMethods()) {
          if (Modifier.isProtected(method.getModifiers()) && !method.isBridge() && !method.isSynthetic()) {
            lines.add(method(name, method, bindings, " protected"));
          }
        }
      }
      for (Constructor<?> constructor : type.getDeclaredConstructors()) {
        if (Modifier.isProtected(constructor.getModifiers())) {
          lines.add(constructor(name, constructor, bindings, " protected"));
        }
      }
    }
  }

  private static String kind(Class<?> type) {
    int modifiers = type.getModifiers() & ~(Modifier.INTERFACE | Modifier.ABSTRACT);
    String kind = type.isInterface() ? "interface" : type.isEnum() ? "enum" : type.isRecord() ? "record" : "class";
    String abstractClass = Modifier.isAbstract(type.getModifiers()) && !type.isInterface() ? "abstract " : "";
    // A sealed event type is what makes a switch over it exhaustive: losing it changes the API.
    abstractClass = (type.isSealed() ? "sealed " : "") + abstractClass;
    String parameters = type.getTypeParameters().length == 0 ? ""
        : Arrays.stream(type.getTypeParameters()).map(v -> declaration(v, Map.of()))
            .collect(Collectors.joining(", ", "<", ">"));
    return (Modifier.toString(modifiers) + " " + abstractClass + kind).strip() + parameters;
  }

  private static String method(String owner, Method method, Map<TypeVariable<?>, Type> bindings, String access) {
    String typeParameters = method.getTypeParameters().length == 0 ? ""
        : Arrays.stream(method.getTypeParameters()).map(v -> declaration(v, bindings))
            .collect(Collectors.joining(", ", "<", "> "));
    return owner + "#" + typeParameters + method.getName() + parameters(method, bindings)
        + " -> " + text(method.getGenericReturnType(), bindings) + access
        + (Modifier.isStatic(method.getModifiers()) ? " static" : "") + exceptions(method, bindings);
  }

  private static String constructor(String owner, Constructor<?> constructor, Map<TypeVariable<?>, Type> bindings,
      String access) {
    return owner + "#<init>" + parameters(constructor, bindings) + access + exceptions(constructor, bindings);
  }

  private static String parameters(Executable executable, Map<TypeVariable<?>, Type> bindings) {
    String parameters = Arrays.stream(executable.getGenericParameterTypes()).map(t -> text(t, bindings))
        .collect(Collectors.joining(", ", "(", ")"));
    return executable.isVarArgs() ? parameters.replaceFirst("\\[]\\)$", "...)") : parameters;
  }

  private static String exceptions(Executable executable, Map<TypeVariable<?>, Type> bindings) {
    return executable.getGenericExceptionTypes().length == 0 ? ""
        : Arrays.stream(executable.getGenericExceptionTypes()).map(t -> text(t, bindings))
            .collect(Collectors.joining(", ", " throws ", ""));
  }

  private static String modifiers(int modifiers) {
    return (Modifier.isStatic(modifiers) ? " static" : "") + (Modifier.isFinal(modifiers) ? " final" : "");
  }

  private static String declaration(TypeVariable<?> variable, Map<TypeVariable<?>, Type> bindings) {
    List<Type> bounds = Arrays.asList(variable.getBounds());
    return bounds.equals(List.of(Object.class)) ? variable.getName()
        : variable.getName() + " extends "
            + bounds.stream().map(t -> text(t, bindings)).collect(Collectors.joining(" & "));
  }

  /** Every generic supertype of {@code type} except Object, transitively, each once. */
  private static List<Type> supertypes(Class<?> type) {
    List<Type> supertypes = new java.util.ArrayList<>();
    Deque<Class<?>> todo = new ArrayDeque<>(List.of(type));
    Set<Class<?>> seen = new HashSet<>();
    while (!todo.isEmpty()) {
      Class<?> c = todo.poll();
      List<Type> direct = new java.util.ArrayList<>();
      if (c.getGenericSuperclass() != null) {
        direct.add(c.getGenericSuperclass());
      }
      direct.addAll(Arrays.asList(c.getGenericInterfaces()));
      for (Type supertype : direct) {
        Class<?> raw = rawOf(supertype);
        if (raw != Object.class && seen.add(raw)) {
          supertypes.add(supertype);
          todo.add(raw);
        }
      }
    }
    return supertypes;
  }

  /** Binds the type variables of every supertype to what {@code type} (transitively) passes for them. */
  private static void bind(Type type, Map<TypeVariable<?>, Type> bindings, Set<Class<?>> seen) {
    Class<?> raw = rawOf(type);
    if (raw == null || !seen.add(raw)) {
      return;
    }
    if (type instanceof ParameterizedType parameterized) {
      TypeVariable<?>[] variables = raw.getTypeParameters();
      Type[] arguments = parameterized.getActualTypeArguments();
      for (int i = 0; i < variables.length; i++) {
        bindings.put(variables[i], arguments[i] instanceof TypeVariable<?> v && bindings.containsKey(v)
            ? bindings.get(v) : arguments[i]);
      }
    }
    if (raw.getGenericSuperclass() != null) {
      bind(raw.getGenericSuperclass(), bindings, seen);
    }
    for (Type supertype : raw.getGenericInterfaces()) {
      bind(supertype, bindings, seen);
    }
  }

  /** The name as source code writes it: {@code pkg.Repository.Update} for a nested class, not the binary name. */
  private static String name(Class<?> type) {
    return type.getCanonicalName() != null ? type.getCanonicalName() : type.getTypeName();
  }

  private static Class<?> rawOf(Type type) {
    return type instanceof Class<?> c ? c
        : type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : null;
  }

  /** {@code type} written out with the bound type variables replaced. */
  private static String text(Type type, Map<TypeVariable<?>, Type> bindings) {
    if (type instanceof TypeVariable<?> variable) {
      Type bound = bindings.get(variable);
      return bound == null ? variable.getName() : text(bound, bindings);
    }
    if (type instanceof Class<?> c) {
      return name(c);
    }
    if (type instanceof ParameterizedType p) {
      Class<?> raw = (Class<?>) p.getRawType();
      String owner = p.getOwnerType() instanceof ParameterizedType
          ? text(p.getOwnerType(), bindings) + "." + raw.getSimpleName() : name(raw);
      return owner + Arrays.stream(p.getActualTypeArguments()).map(t -> text(t, bindings))
          .collect(Collectors.joining(", ", "<", ">"));
    }
    if (type instanceof GenericArrayType array) {
      return text(array.getGenericComponentType(), bindings) + "[]";
    }
    if (type instanceof WildcardType wildcard) {
      if (wildcard.getLowerBounds().length > 0) {
        return "? super " + text(wildcard.getLowerBounds()[0], bindings);
      }
      Type upper = wildcard.getUpperBounds()[0];
      return upper == Object.class ? "?" : "? extends " + text(upper, bindings);
    }
    return type.getTypeName();
  }

  /** The compilation's class files (generated classes and the model), falling back to the test class path. */
  static ClassLoader loader(Compilation compilation) throws IOException {
    Map<String, byte[]> classes = new HashMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        String path = file.toUri().getPath();
        String name = path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length(),
            path.length() - ".class".length()).replace('/', '.');
        try (InputStream in = file.openInputStream()) {
          classes.put(name, in.readAllBytes());
        }
      }
    }
    return new ClassLoader(GeneratedApi.class.getClassLoader()) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
          throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
      }
    };
  }
}
