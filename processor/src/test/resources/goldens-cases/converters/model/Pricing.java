package example.pricing;

import io.partitura.annotations.Table;

@Table(name = "pricing")
public interface Pricing {}
