package io.partitura.processor.model;

/** The types the runtime's KeyCodec can encode in sort order, with the codec method names. */
public enum KeyType {
  STRING("String", "encodeString", "decodeString"),
  INT("int", "encodeInt", "decodeInt"),
  INTEGER("Integer", "encodeInteger", "decodeInt"),
  LONG("long", "encodeLong", "decodeLong"),
  LONG_OBJECT("Long", "encodeLongObject", "decodeLong"),
  INSTANT("Instant", "encodeInstant", "decodeInstant"),
  LOCAL_DATE("LocalDate", "encodeLocalDate", "decodeLocalDate"),
  LOCAL_DATE_TIME("LocalDateTime", "encodeLocalDateTime", "decodeLocalDateTime"),
  UUID("UUID", "encodeUuid", "decodeUuid"),
  ENUM("enum", "encodeEnum", "decodeEnum");

  private final String displayName;
  private final String encoder;
  private final String decoder;

  KeyType(String displayName, String encoder, String decoder) {
    this.displayName = displayName;
    this.encoder = encoder;
    this.decoder = decoder;
  }

  public String encoder() {
    return encoder;
  }

  public String decoder() {
    return decoder;
  }

  /** Whether values of this type are times, so that descending key order reads as newest first. */
  public boolean isTime() {
    return this == INSTANT || this == LOCAL_DATE || this == LOCAL_DATE_TIME;
  }

  /** The supported types, for messages. */
  public static String supportedList() {
    StringBuilder list = new StringBuilder();
    for (KeyType type : values()) {
      if (list.length() > 0) {
        list.append(", ");
      }
      list.append(type.displayName);
    }
    return list.toString();
  }
}
