package io.partitura.testkit;

/** moto's server could not be started or did not answer. The message says what was tried and shows its log. */
public class MotoUnavailableException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public MotoUnavailableException(String message) {
        super(message);
    }

    public MotoUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
