/**
 * How the kit tells a refusal from a fault without importing the http layer: an error that says
 * `retryable: false` (the http layer's ApiError for `code 1`, `403` and HTTP 4xx) is the server saying
 * no for a reason a retry cannot change. Anything else (a network fault, a timeout, a 5xx, an error
 * the kit does not know) may pass on another try.
 */
export function isRefusalError(error: unknown): error is Error {
  return error instanceof Error && 'retryable' in error && error.retryable === false;
}

/** The user-facing message of a failure, or '' when it has none. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
