/**
 * The one way the web app talks to the API: JSON in and out, the bearer token when signed in,
 * error texts of docs/product.md#errors, and a 401 on an authenticated call ends the session.
 */
import { clientConfig } from '../config/client-config';
import { ApiError } from './api-error';
import { takeEarlyResponse } from './early-responses';
import { getToken } from './token-storage';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

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
    return { message: `Request failed with status ${response.status}` };
  }
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const field = 'field' in body && typeof body.field === 'string' ? body.field : undefined;
    return field ? { message: body.message, field } : { message: body.message };
  }
  return { message: UNKNOWN_ERROR_MESSAGE };
}

/** Retry-After in seconds (the only form the server sends), or undefined when absent. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
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

  const url = `${clientConfig().apiBaseUrl}${path}`;
  const response = await ((method === 'GET' ? takeEarlyResponse(url) : undefined) ??
    fetch(url, {
      method,
      headers,
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));

  if (!response.ok) {
    const { message, field } = await failureMessage(response);
    // Only a call made with a token can reveal an ended session; a wrong password is not one.
    if (response.status === 401 && token && unauthorized === 'session') unauthorizedHandler?.();
    throw new ApiError(message, response.status, field, retryAfterMs(response));
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
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
