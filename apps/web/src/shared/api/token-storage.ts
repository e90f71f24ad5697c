/**
 * The session token, kept in localStorage under 'token' (docs/product.md#sessions). Subscribers
 * hear about every change, including sign-outs in another tab, so the UI never shows a stale user.
 */

export const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be disabled (private mode, policies); then nobody is signed in.
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } finally {
    notify();
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } finally {
    notify();
  }
}

export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  // The prerender imports this module in Node, where there is no window and no other tab.
  const browser = typeof window !== 'undefined';
  if (browser) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (browser) window.removeEventListener('storage', onStorage);
  };
}
