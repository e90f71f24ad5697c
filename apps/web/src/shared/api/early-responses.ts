/**
 * Public reads the entry (src/main.tsx) starts before the app's code has arrived, so that the
 * landing page's data travels during that download instead of after it; the HTTP client
 * (./http-client.ts) takes each answer instead of asking again.
 *
 * The entry and the app share this module, so it stays in a small file of its own that
 * index.html preloads (vite.config.ts), and it must import nothing.
 */

/** An answer not taken by then is left unused: the visitor has moved on, and it may be stale. */
const EARLY_RESPONSE_TTL_MS = 10_000;

const earlyResponses = new Map<string, { response: Promise<Response>; requestedAt: number }>();

/**
 * Starts a GET for `url`, a public read whose answer is the same for every visitor. The caller
 * may look at the answer too, through a clone, as long as it does so in its first `then`: that
 * runs before the app can have taken and read the body.
 */
export function requestEarly(url: string): Promise<Response> {
  const response = fetch(url, { headers: { Accept: 'application/json' } });
  // Unused, or failed before anyone asked: the app asks for itself and sees its own error.
  response.catch(() => {});
  earlyResponses.set(url, { response, requestedAt: Date.now() });
  return response;
}

/** The early answer for `url`, once, if one is under way or in and still fresh. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = earlyResponses.get(url);
  earlyResponses.delete(url);
  if (!early || Date.now() - early.requestedAt > EARLY_RESPONSE_TTL_MS) return undefined;
  return early.response;
}
