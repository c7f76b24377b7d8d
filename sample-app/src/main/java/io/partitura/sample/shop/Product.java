package io.partitura.sample.shop;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Unique;

/**
 * A product of the catalogue: PK=PROD#<sku>, SK=META. No two products carry one barcode: every write keeps a
 * uniqueness item UNIQ#Product.barcode#<barcode> in the same TransactWriteItems.
 */
@Parent(table = Shop.class, prefix = "PROD")
public record Product(@Key String sku, String name, @Unique String barcode, long priceCents) {}
