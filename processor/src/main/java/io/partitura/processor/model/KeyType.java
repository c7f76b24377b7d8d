package io.partitura.processor.model;

/** The types the runtime's KeyCodec can encode in sort order, with the codec method names (and KeyEncoders'). */
public enum KeyType {
  STRING("String", "encodeString", "decodeString", "string"),
  INT("int", "encodeInt", "decodeInt", "integer"),
  INTEGER("Integer", "encodeInteger", "decodeInt", "integer"),
  LONG("long", "encodeLong", "decodeLong", "longValue"),
  LONG_OBJECT("Long", "encodeLongObject", "decodeLong", "longValue"),
  INSTANT("Instant", "encodeInstant", "decodeInstant", "instant"),
  LOCAL_DATE("LocalDate", "encodeLocalDate", "decodeLocalDate", "localDate"),
  LOCAL_DATE_TIME("LocalDateTime", "encodeLocalDateTime", "decodeLocalDateTime", "localDateTime"),
  UUID("UUID", "encodeUuid", "decodeUuid", "uuid"),
  ENUM("enum", "encodeEnum", "decodeEnum", "enumName");

  private final String displayName;
  private final String encoder;
  private final String decoder;
  private final String rangeEncoder;

  KeyType(String displayName, String encoder, String decoder, String rangeEncoder) {
    this.displayName = displayName;
    this.encoder = encoder;
    this.decoder = decoder;
    this.rangeEncoder = rangeEncoder;
  }

  public String encoder() {
    return encoder;
  }

  public String decoder() {
    return decoder;
  }

  /** The runtime's {@code KeyEncoders} factory of this type's encoder as a function, for a key range's bounds. */
  public String rangeEncoder() {
    return rangeEncoder;
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
