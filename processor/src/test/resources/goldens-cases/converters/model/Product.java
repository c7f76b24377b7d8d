package example.pricing;

import io.partitura.annotations.Convert;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** Components stored through a converter: the price and the list price. */
@Parent(table = Pricing.class, prefix = "PROD")
public record Product(@Key String productId, String name, @Convert(MoneyConverter.class) Money price,
    @Convert(MoneyConverter.class) Money listPrice) {}
