package io.partitura.testkit;

/**
 * dynalite could not be installed or started: npm failed, the cache directory is not writable, or the
 * server did not come up. The message says what was tried and what to do.
 */
public class DynaliteUnavailableException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public DynaliteUnavailableException(String message) {
        super(message);
    }

    public DynaliteUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
