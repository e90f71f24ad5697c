/** Sorts a thrown value into what the error screen says about it (docs/product.md#error-screen). */
import { isConnectionError } from '../../shared/api/api-error';
import { i18next } from '../../shared/i18n';

// The load-error card and the toasts ask the same question, so it lives with the API's errors.
export { isConnectionError };

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
