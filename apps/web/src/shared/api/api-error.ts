import { i18next } from '../i18n';

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

const CONNECTION_PATTERNS = [
  /failed to fetch/i,
  /network/i,
  /load failed/i,
  /connection/i,
  /timed? ?out/i,
  /dynamically imported module/i,
  /importing a module script failed/i,
  /api_base_url/i,
  /config/i,
  /offline/i,
];

/** Whether a thrown value says the server could not be reached (or the app is misconfigured). */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof Error) {
    // fetch() rejects with a TypeError when the network or the server is unreachable.
    if (error.name === 'TypeError' && /fetch/i.test(error.message)) return true;
    return CONNECTION_PATTERNS.some((pattern) => pattern.test(`${error.name} ${error.message}`));
  }
  return typeof error === 'string' && CONNECTION_PATTERNS.some((pattern) => pattern.test(error));
}

/**
 * What the app says when the server could not be reached at all: by the church's short name
 * where the caller has it (a screen), plainly where it does not (a toast's reason).
 */
export function connectionFailureMessage(shortName?: string): string {
  return shortName
    ? i18next.t(
        'weCouldNotReachShortnameJustNowCheckYourConnectionAndTryAgain',
        'We could not reach {{shortName}} just now. Check your connection and try again.',
        { shortName },
      )
    : i18next.t(
        'weCouldNotConnectJustNowCheckYourConnectionAndTryAgain',
        'We could not connect just now. Check your connection and try again.',
      );
}

/**
 * The reason to show for any thrown value, for toasts like 'Update failed: {message}' and the
 * load-error card: the server's own words (written for people, docs/product.md#errors), a plain
 * sentence when the server could not be reached, and the fallback for anything else. A
 * browser's or a library's text ("Failed to fetch", a parser's complaint) is never shown.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (isConnectionError(error)) return connectionFailureMessage();
  return fallback;
}
