package io.partitura.testkit;

/**
 * Node.js (18 or newer) and npm, which the testkit needs to install and run dynalite, are not on the
 * {@code PATH}, or the {@code node} found there is too old. The message says what to install.
 */
public final class NodeNotFoundException extends DynaliteUnavailableException {
    private static final long serialVersionUID = 1L;

    public NodeNotFoundException(String message) {
        super(message);
    }

    public NodeNotFoundException(String message, Throwable cause) {
        super(message, cause);
    }
}
