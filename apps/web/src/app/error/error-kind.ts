import { i18next } from '../../shared/i18n';
/** Sorts a thrown value into what the error screen says about it (docs/product.md#error-screen). */

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

export function isConnectionError(error: unknown): boolean {
  if (error instanceof Error) {
    // fetch() rejects with a TypeError when the network or the server is unreachable.
    if (error.name === 'TypeError' && /fetch/i.test(error.message)) return true;
    return CONNECTION_PATTERNS.some((pattern) => pattern.test(`${error.name} ${error.message}`));
  }
  return typeof error === 'string' && CONNECTION_PATTERNS.some((pattern) => pattern.test(error));
}

export function errorTitle(error: unknown): string {
  return isConnectionError(error)
    ? i18next.t('connectionIssue', 'Connection Issue')
    : i18next.t('somethingWentWrong', 'Something went wrong');
}

/** A short id the user can quote to support; it also tags the error report. */
export function createErrorId(): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `ERR-${Date.now().toString(36)}-${random}`.toUpperCase();
}

export function errorDetails(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}\n\n${error.stack ?? ''}`.trim();
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}
