package io.partitura.it.types;

/** An enum attribute, stored by name. */
public enum Flavour {
  SWEET,
  SOUR,
  UMAMI
}
