package bank;

import io.partitura.annotations.Table;

@Table(name = "bank")
public interface Bank {}
