/** A failed API call: the status and the text the user should read (docs/product.md#errors). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    /** From a 429's or 503's Retry-After: how long the server asks the client to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The message to show for any thrown value, for toasts like 'Update failed: {message}'. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
