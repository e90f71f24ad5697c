/**
 * Review item 3: a stranger's wrong passwords must not lock an account's owner out. The
 * per-account limit slows only attempts from addresses and devices that have not signed into
 * the account before (docs/decisions/016-sign-in-lockout.md); the per-address limit stays.
 * Runs with Redis counting when TEST_REDIS_URL is set, as in production.
 */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { server, serverPerFile } from '../harness';
import { createUser, TEST_PASSWORD } from '../test-server';

const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
// Registered before the server's clean-up, so it runs after it: the server lets go of Redis first.
afterAll(() => {
  redis?.disconnect();
});
serverPerFile({
  // The production defaults: 20 attempts a minute per address, 10 per account.
  env: { AUTH_RATE_LIMIT_PER_IP: '20', AUTH_RATE_LIMIT_PER_ACCOUNT: '10' },
  options: redis ? { redis } : {},
});

/** A fresh address each time: counts in a shared Redis outlive a run by a minute. */
const anAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

interface Attempt {
  from: string;
  password?: string;
  /** The Cookie header the browser sends, if any. */
  cookie?: string;
}

function signIn(email: string, { from, password = TEST_PASSWORD, cookie }: Attempt) {
  return server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
}

/** The browser's cookie jar, reduced to what a sign-in answer asks it to keep. */
function cookieFrom(response: Awaited<ReturnType<typeof signIn>>): string {
  // Scripts on the page never see it, and no other site can make the browser send it.
  expect(response.cookies).toEqual([
    expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' }),
  ]);
  return response.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

async function tenWrongPasswords(email: string, from: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    statuses.push((await signIn(email, { from, password: `guess number ${n}` })).statusCode);
  }
  return statuses;
}

describe('a stranger guessing passwords cannot lock the owner out', () => {
  it('lets the owner sign in from their usual address after ten wrong passwords from another', async () => {
    const { user } = await createUser(server, { signInFrom: anAddress() });
    const home = anAddress();
    const attacker = anAddress();
    expect((await signIn(user.email, { from: home })).statusCode).toBe(200);

    expect(await tenWrongPasswords(user.email, attacker)).toEqual(Array(10).fill(401));
    // The attacker is slowed down, even with the right password: they cannot tell it is right.
    const slowed = await signIn(user.email, { from: attacker, password: 'guess number 11' });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(user.email, { from: attacker })).statusCode).toBe(429);

    // The owner, at home, mistypes once and then signs in.
    expect((await signIn(user.email, { from: home, password: 'typo' })).statusCode).toBe(401);
    const owner = await signIn(user.email, { from: home });
    expect(owner.statusCode).toBe(200);
    expect(owner.json<{ user: { id: string } }>().user.id).toBe(user.id);
  });

  it('still slows guessing from many new addresses, which is what the account limit is for', async () => {
    const { user } = await createUser(server, { signInFrom: anAddress() });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      statuses.push(
        (await signIn(user.email, { from: anAddress(), password: `guess ${n}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('lets the Super-Admin in from a phone that signed in before, on a new address, during an attack', async () => {
    const { user } = await createUser(server, { role: 'Super-Admin', signInFrom: anAddress() });
    const firstVisit = await signIn(user.email, { from: anAddress() });
    expect(firstVisit.statusCode).toBe(200);
    const phone = cookieFrom(firstVisit);

    await tenWrongPasswords(user.email, anAddress());
    // A new device on a new address is held back by the account limit...
    expect((await signIn(user.email, { from: anAddress() })).statusCode).toBe(429);
    // ...but the phone is not, wherever it is now.
    const fromPhone = await signIn(user.email, { from: anAddress(), cookie: phone });
    expect(fromPhone.statusCode).toBe(200);
    expect(fromPhone.json<{ user: { role: string } }>().user.role).toBe('Super-Admin');
  });

  it('lets the Super-Admin’s known device in even when an attacker shares its address and has used up the address limit', async () => {
    const { user } = await createUser(server, { role: 'Super-Admin', signInFrom: anAddress() });
    const office = anAddress();
    const laptop = cookieFrom(await signIn(user.email, { from: office }));

    // Someone on the same network (one public address) tries twenty-five passwords.
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1) {
      statuses.push(
        (await signIn(user.email, { from: office, password: `guess ${n}` })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await signIn(user.email, { from: office, cookie: laptop })).statusCode).toBe(200);
  });

  it('gives nothing to an invented or borrowed device cookie', async () => {
    const { user } = await createUser(server, { signInFrom: anAddress() });
    const stranger = await createUser(server, { signInFrom: anAddress() });
    const attacker = anAddress();
    // The attacker's own browser has signed into the attacker's own account.
    const ownCookie = cookieFrom(await signIn(stranger.user.email, { from: attacker }));
    await tenWrongPasswords(user.email, anAddress());

    const invented = `torch_device=${crypto.randomUUID()}`;
    for (const cookie of [invented, ownCookie, 'torch_device=../../etc', 'torch_device=']) {
      expect((await signIn(user.email, { from: anAddress(), cookie })).statusCode).toBe(429);
    }
  });
});
