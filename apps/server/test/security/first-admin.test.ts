/**
 * Who becomes the first admin (docs/configuration.md#the-first-account). Registering never
 * proves an address, so neither ADMIN_EMAIL nor "the first account" may hand an install to a
 * stranger who registered first: in production only the operator (ADMIN_PASSWORD, or the setup
 * code printed in the server's log) makes the first admin.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { authMessages } from '@torch/contract';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { ensureAdmin } from '../../src/server';
import { call, serverPerTestOnDemand } from '../harness';
import { TEST_JWT_SECRET, type TestServer } from '../test-server';

const startServer = serverPerTestOnDemand();

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET };
const OPERATOR_PASSWORD = 'the operator chose this one';
const STRANGER_PASSWORD = 'the stranger chose this';

/** A server whose log lines are kept, to read what the operator is told at start. */
async function startLogged(env: Record<string, string>, level = 'info') {
  const lines: { level: number; msg: string }[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  const server = await startServer({
    env,
    options: { loggerInstance: pino({ level }, log) },
  });
  /** What the server does at start about admins, with this environment. */
  const boot = (extra: Record<string, string> = {}) =>
    ensureAdmin(server, loadConfig({ DATA_DIR: server.dataDir, ...env, ...extra }));
  return { server, lines, boot };
}

const register = (
  server: TestServer,
  email: string,
  password: string,
  setupCode?: string,
  remoteAddress = '127.0.0.1',
) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { fullName: 'Someone', email, password, ...(setupCode ? { setupCode } : {}) },
  });

const signIn = async (server: TestServer, email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const setupCodeIn = (lines: { msg: string }[]) => {
  const match = lines.map((line) => /Setup code: ([A-Z0-9-]+)/.exec(line.msg)).find(Boolean);
  return match?.[1];
};

describe('ADMIN_EMAIL never promotes an account the operator has not proven', () => {
  it('leaves a stranger who registered the address first a plain member, and says so loudly', async () => {
    const { server, lines, boot } = await startLogged(PRODUCTION);
    expect((await register(server, 'pastor@example.org', STRANGER_PASSWORD)).statusCode).toBe(201);

    await boot({ ADMIN_EMAIL: 'pastor@example.org', ADMIN_PASSWORD: OPERATOR_PASSWORD });

    const stranger = await signIn(server, 'pastor@example.org', STRANGER_PASSWORD);
    expect(stranger.json<{ user: { role: string } }>().user.role).toBe('User');
    const token = stranger.json<{ token: string }>().token;
    expect((await call(server, 'GET', '/api/admin/stats', { token })).statusCode).toBe(403);
    const refusal = lines.find((line) => line.msg.includes('was NOT made Super-Admin'));
    expect(refusal?.level).toBe(50);
    expect(refusal?.msg).toContain('pastor@example.org');
    // Still no admin: the operator gets a setup code as on a fresh install.
    expect(setupCodeIn(lines)).toBeDefined();
  });

  it('promotes an existing account whose password is ADMIN_PASSWORD', async () => {
    const { server, lines, boot } = await startLogged(PRODUCTION);
    await register(server, 'office@example.org', OPERATOR_PASSWORD);

    await boot({ ADMIN_EMAIL: 'office@example.org', ADMIN_PASSWORD: OPERATOR_PASSWORD });

    const operator = await signIn(server, 'office@example.org', OPERATOR_PASSWORD);
    expect(operator.json<{ user: { role: string } }>().user.role).toBe('Super-Admin');
    expect(lines.some((line) => line.msg === 'ADMIN_EMAIL: Super-Admin account promoted')).toBe(
      true,
    );
    expect(setupCodeIn(lines)).toBeUndefined();
  });
});

describe('the first registration of a production install', () => {
  it('is an ordinary member without the setup code, and the install still has no admin', async () => {
    const { server, lines, boot } = await startLogged(PRODUCTION);
    await boot();
    const code = setupCodeIn(lines);
    expect(code).toMatch(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
    expect(await call(server, 'GET', '/api/auth/setup')).toMatchObject({ statusCode: 200 });
    expect((await call(server, 'GET', '/api/auth/setup')).json()).toEqual({
      setupCodeRequired: true,
    });

    const stranger = await register(server, 'first@example.org', STRANGER_PASSWORD);
    expect(stranger.statusCode).toBe(201);
    expect(stranger.json<{ user: { role: string } }>().user.role).toBe('User');
    expect(await server.services.users.hasAdmin()).toBe(false);
    expect((await call(server, 'GET', '/api/auth/setup')).json()).toEqual({
      setupCodeRequired: true,
    });
  });

  it('becomes Super-Admin with the code, which works once and is never logged again', async () => {
    const { server, lines, boot } = await startLogged(PRODUCTION);
    await boot();
    const code = setupCodeIn(lines)!;

    // Typed as an operator copies it: lower case, spaces for dashes.
    const operator = await register(
      server,
      'office@example.org',
      OPERATOR_PASSWORD,
      code.toLowerCase().replaceAll('-', ' '),
    );
    expect(operator.statusCode).toBe(201);
    expect(operator.json<{ user: { role: string } }>().user.role).toBe('Super-Admin');
    expect((await call(server, 'GET', '/api/auth/setup')).json()).toEqual({
      setupCodeRequired: false,
    });

    const again = await register(server, 'second@example.org', STRANGER_PASSWORD, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: authMessages.setupCodeWrong, field: 'setupCode' });
    const logged = lines.filter((line) => JSON.stringify(line).includes(code));
    expect(logged).toHaveLength(1);
  });

  it('prints the code on stderr when LOG_LEVEL hides warnings', async () => {
    const { server, lines, boot } = await startLogged(PRODUCTION, 'error');
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await boot();
    } finally {
      spy.mockRestore();
    }
    expect(lines).toEqual([]);
    const code = setupCodeIn(written.map((msg) => ({ msg })))!;
    expect(code).toBeDefined();
    const operator = await register(server, 'office@example.org', OPERATOR_PASSWORD, code);
    expect(operator.json<{ user: { role: string } }>().user.role).toBe('Super-Admin');
  });

  it('refuses a wrong code, keeps the right one open, and limits guesses per address', async () => {
    const { server, lines, boot } = await startLogged(PRODUCTION);
    await boot();
    const code = setupCodeIn(lines)!;
    const wrong = await register(
      server,
      'a@example.org',
      STRANGER_PASSWORD,
      'AAAAA-BBBBB-CCCCC-DDDDD',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'setupCode' });
    for (let i = 0; i < 9; i += 1)
      await register(server, `guess${i}@example.org`, STRANGER_PASSWORD, `WRONG${i}`);
    const limited = await register(server, 'b@example.org', STRANGER_PASSWORD, code);
    expect(limited.statusCode).toBe(429);
    // Another address (the operator's own) still gets in with the code.
    const operator = await register(
      server,
      'office@example.org',
      OPERATOR_PASSWORD,
      code,
      '10.0.0.7',
    );
    expect(operator.json<{ user: { role: string } }>().user.role).toBe('Super-Admin');
  });

  it('keeps the first-account rule outside production (a development npm start)', async () => {
    const { server, lines, boot } = await startLogged({ NODE_ENV: 'development' });
    await boot();
    expect(setupCodeIn(lines)).toBeUndefined();
    expect((await call(server, 'GET', '/api/auth/setup')).json()).toEqual({
      setupCodeRequired: false,
    });
    const first = await register(server, 'first@example.org', OPERATOR_PASSWORD);
    expect(first.json<{ user: { role: string } }>().user.role).toBe('Super-Admin');
  });
});
