/**
 * Calls to the networks: each attempt gives up after the configured time, and an attempt that
 * got no clear answer is tried again with the same body, so the same reference is the same
 * payment (docs/decisions/030-mobile-money.md). Tokens are kept until shortly before expiry.
 */
import { PaymentUncertain } from './types';

const ATTEMPTS = 3;
const BACKOFF_MS = 200;
/** A token is renewed this long before the network says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface ProviderResponse {
  status: number;
  body: unknown;
  /** An earlier attempt got no clear answer, so the network may already hold the request. */
  retried: boolean;
}

export async function callProvider(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderResponse> {
  let lastError = 'no answer';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      if (response.status >= 500) {
        lastError = `status ${response.status}`;
      } else {
        return { status: response.status, body: parseJson(text), retried: attempt > 1 };
      }
    } catch (error) {
      lastError = error instanceof Error ? error.name : 'network error';
    }
    if (attempt < ATTEMPTS)
      await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * attempt));
  }
  throw new PaymentUncertain(`${new URL(url).pathname}: ${lastError}`);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface IssuedToken {
  accessToken: string;
  expiresInSeconds: number;
}

/** One access token at a time, fetched once even when several calls need it together. */
export class TokenCache {
  private current: { token: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly issue: () => Promise<IssuedToken>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) {
      return Promise.resolve(this.current.token);
    }
    this.pending ??= this.issue()
      .then(({ accessToken, expiresInSeconds }) => {
        this.current = {
          token: accessToken,
          renewAt: this.now() + Math.max(0, expiresInSeconds * 1000 - TOKEN_MARGIN_MS),
        };
        return accessToken;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** The network refused the token (revoked early): the next call asks for a new one. */
  forget(): void {
    this.current = undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A call with the network's bearer token and its own fixed headers. A token the network
 * refuses (revoked before it expired) is dropped, and the call made once more with a new one.
 */
export async function callWithToken(
  tokens: TokenCache,
  url: string,
  init: RequestInit,
  networkHeaders: Record<string, string>,
  timeoutMs: number,
): Promise<ProviderResponse> {
  const send = async () =>
    callProvider(
      url,
      {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          ...networkHeaders,
          Authorization: `Bearer ${await tokens.get()}`,
        },
      },
      timeoutMs,
    );
  const response = await send();
  if (response.status !== 401) return response;
  tokens.forget();
  return send();
}

/** The token in a network's answer to a token request; without one, the payment is uncertain. */
export function issuedToken(response: ProviderResponse, network: string): IssuedToken {
  const body = response.body;
  if (response.status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') {
    throw new PaymentUncertain(`${network} token: ${response.status}`);
  }
  return { accessToken: body.access_token, expiresInSeconds: Number(body.expires_in) || 0 };
}
