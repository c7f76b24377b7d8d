package shop;

import io.partitura.annotations.Table;

@Table(name = "shop")
public interface Shop {}
