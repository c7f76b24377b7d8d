package example.pricing;

import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stores {@link Money} as the string {@code "<cents> <currency>"}, e.g. {@code "1234 EUR"}. */
public final class MoneyConverter implements AttributeConverter<Money> {
  public MoneyConverter() {}

  @Override
  public AttributeValue transformFrom(Money input) {
    return AttributeValue.fromS(input.cents() + " " + input.currency());
  }

  @Override
  public Money transformTo(AttributeValue input) {
    String s = input.s();
    int space = s.indexOf(' ');
    return new Money(Long.parseLong(s.substring(0, space)), s.substring(space + 1));
  }

  @Override
  public EnhancedType<Money> type() {
    return EnhancedType.of(Money.class);
  }

  @Override
  public AttributeValueType attributeValueType() {
    return AttributeValueType.S;
  }
}
