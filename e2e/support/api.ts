/** Talks to the real server directly, to set up a story faster than through the UI. */
import { randomUUID } from 'node:crypto';
import { admin, baseUrl } from './env';

export interface Account {
  fullName: string;
  email: string;
  password: string;
  token: string;
}

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@torch.test`;
}

export async function registerMember(fullName = 'Miriam Nakato'): Promise<Account> {
  const account = { fullName, email: uniqueEmail('member'), password: 'light-and-love-1' };
  const response = await post('/api/auth/register', account);
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { ...account, token };
}

export async function signInAdmin(): Promise<Account> {
  const response = await post('/api/auth/login', admin);
  if (!response.ok) throw new Error(`admin login answered ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: { fullName: string } };
  return { ...admin, fullName: user.fullName, token };
}

/** Ends a session on the server behind the browser's back, like a sign-out on another device. */
export async function revoke(token: string): Promise<void> {
  const response = await post('/api/auth/logout', {}, token);
  if (!response.ok) throw new Error(`logout answered ${response.status}`);
}

/** One call to the API as the token's holder; a refusal throws with its status. */
export async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}
