package io.partitura.sample.shop;

public enum OrderStatus {
  PLACED,
  SHIPPED,
  DELIVERED
}
