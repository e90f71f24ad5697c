/**
 * The one way the web app talks to the API: JSON in and out, the bearer token when signed in,
 * error texts of docs/product.md#errors, and a 401 on an authenticated call ends the session.
 */
import { clientConfig } from '../config/client-config';
import { ApiError } from './api-error';
import { takeEarlyResponse } from './early-responses';
import { getToken, subscribeToToken } from './token-storage';
import { i18next } from '../i18n';

/** What a failure without a message of its own says, in the app's language. */
export function unknownErrorMessage(): string {
  return i18next.t('anUnknownErrorOccurred', 'An unknown error occurred');
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The auth layer registers here; shared code cannot import features, so it is told instead. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * 'session' (default): a 401 on a call that carried a token means the session ended.
   * 'silent': the caller handles it (the profile check at startup logs out quietly).
   */
  unauthorized?: 'session' | 'silent';
}

/** Reads `{ message }` from an error body: the message, else the unknown-error text. */
async function failureMessage(response: Response): Promise<{ message: string; field?: string }> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return {
      message: i18next.t('requestFailedWithStatus', 'Request failed with status {{status}}', {
        status: response.status,
      }),
    };
  }
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const field = 'field' in body && typeof body.field === 'string' ? body.field : undefined;
    return field ? { message: body.message, field } : { message: body.message };
  }
  return { message: unknownErrorMessage() };
}

/** Retry-After in seconds (the only form the server sends), or undefined when absent. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * The last answer to each GET that carried an ETag, kept in memory only (the API says
 * `no-store`, so nothing of a member's lands in the browser's disk cache on a shared phone).
 * A repeated poll sends If-None-Match and an unchanged list comes back as a bodiless 304
 * (docs/decisions/028-lists-page.md). Keyed by token too: another account's answer is not ours.
 */
const lastAnswers = new Map<string, { etag: string; text: string; headers: Headers }>();
const LAST_ANSWERS_KEPT = 50;

// A sign-out (here or in another tab) leaves nothing of the account's answers in memory.
subscribeToToken(() => {
  if (!getToken()) lastAnswers.clear();
});

const apiUrl = (path: string) => `${clientConfig().apiBaseUrl}${path}`;
const answerKey = (url: string) => `${getToken() ?? ''} ${url}`;

function remember(url: string, response: Response, text: string): void {
  const etag = response.headers.get('ETag');
  if (!etag || !response.ok) return;
  const key = answerKey(url);
  lastAnswers.delete(key);
  lastAnswers.set(key, { etag, text, headers: response.headers });
  if (lastAnswers.size > LAST_ANSWERS_KEPT) lastAnswers.delete(lastAnswers.keys().next().value!);
}

/** Sends the request with the token and turns a failure into an ApiError (and ends the session on a 401). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal, unauthorized = 'session' } = options;
  const token = getToken();
  const headers: Record<string, string> = { Accept: accept };
  // A FormData body (an upload) sets its own multipart type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = apiUrl(path);
  const early = method === 'GET' ? takeEarlyResponse(url) : undefined;
  const last = method === 'GET' && !early ? lastAnswers.get(answerKey(url)) : undefined;
  if (last) headers['If-None-Match'] = last.etag;
  const response = await (early ??
    fetch(url, {
      method,
      headers,
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  if (response.status === 304 && last) {
    return new Response(last.text, { status: 200, headers: last.headers });
  }

  if (!response.ok) {
    const { message, field } = await failureMessage(response);
    // Only a call made with a token can reveal an ended session; a wrong password is not one.
    if (response.status === 401 && token && unauthorized === 'session') unauthorizedHandler?.();
    throw new ApiError(message, response.status, field, retryAfterMs(response));
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).body;
}

/** The body and the headers (a paged list's next page and total travel in headers). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const text = await response.text();
  if ((options.method ?? 'GET') === 'GET') remember(apiUrl(path), response, text);
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/**
 * A file the API sends as a download (a CSV export). A plain link cannot carry the bearer
 * token, so the file is fetched like any call and handed to the browser afterwards.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> {
  const response = await send(path, {}, '*/*');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** Fetches a download (apiDownload) and has the browser save it under the server's name. */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiDownload(path, fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
