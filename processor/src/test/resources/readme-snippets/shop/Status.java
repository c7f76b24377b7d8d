package shop;

public enum Status { OPEN, PAID, SHIPPED }
