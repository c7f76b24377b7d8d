package io.partitura.testkit;

/** {@code moto_server} was not found: the message says where the testkit looked and how to install moto. */
public final class MotoNotFoundException extends MotoUnavailableException {
    private static final long serialVersionUID = 1L;

    public MotoNotFoundException(String message) {
        super(message);
    }
}
