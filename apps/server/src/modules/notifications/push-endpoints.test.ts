/**
 * Which push endpoints the server posts to (docs/security.md#notifications): only public push
 * services, never its own machine or network, and a device moves between accounts only with
 * its keys. The local push service listens on loopback, so it is refused here unless the
 * tests-only allowance is set, and that allowance is refused in production.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { call, server, serverPerTestOnDemand } from '../../../test/harness';
import { startTestPushService, type TestPushService } from '../../../test/push-endpoint';
import { createUser } from '../../../test/test-server';
import { loadConfig } from '../../config';
import { endpointRefusal, isPublicAddress } from './push-endpoints';

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
});
afterAll(() => pushService.close());
const start = serverPerTestOnDemand();
beforeEach(() => {
  pushService.received.splice(0);
});

const subscribe = (token: string, payload: object) =>
  call(server, 'POST', '/api/push/subscriptions', { token, payload });
const keysOf = (device: string) => pushService.subscription(device).keys;
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return pushService.received.map((push) => push.device);
}

describe('push endpoints the server refuses', () => {
  // Ten requests and a message: slow only on a loaded machine.
  it(
    'refuses loopback, private and link-local hosts, and posts nothing to them',
    { timeout: 90_000 },
    async () => {
      await start();
      const grace = await createUser(server);
      const john = await createUser(server);
      const keys = keysOf('probe');
      for (const endpoint of [
        pushService.subscription('john-phone').endpoint, // https://127.0.0.1:<port>/push/…
        'https://localhost/push/1',
        'https://10.0.0.7/push/1',
        'https://192.168.1.1/push/1',
        'https://169.254.169.254/latest/meta-data/',
        'https://[::1]/push/1',
        'https://[::ffff:127.0.0.1]/push/1',
        'https://[::127.0.0.1]/push/1',
        'https://[::7f00:1]/push/1',
        'https://[fd00::1]/push/1',
        'https://fcm.googleapis.com:8443/fcm/send/1',
      ]) {
        const refused = await subscribe(john.token, { endpoint, keys });
        expect(refused.statusCode, endpoint).toBe(400);
        expect(refused.json<{ field: string }>().field).toBe('endpoint');
      }
      expect(await server.database.db.select().from(pushSubscriptions)).toEqual([]);

      // A row that reached the table some other way (from before the check) is not posted to.
      await server.database.db.insert(pushSubscriptions).values({
        endpoint: pushService.subscription('john-phone').endpoint,
        userId: john.user._id,
        ...keysOf('john-phone'),
        sessionId: crypto.randomUUID(),
        sessionExpiresAt: new Date(Date.now() + 3_600_000),
        sessionGeneration: 0,
      });
      await call(server, 'POST', '/api/messages', {
        token: grace.token,
        payload: { content: 'Hello', chatType: 'private', recipientId: john.user._id },
      });
      expect(await settled()).toEqual([]);
    },
  );

  it('tells public addresses from the rest', async () => {
    for (const address of ['142.250.185.10', '2a00:1450:4001:82a::200a', '17.57.144.20'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '10.1.2.3',
      '172.20.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '::',
      '::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '::7f00:1',
      '64:ff9b::a00:1',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(await endpointRefusal('http://fcm.googleapis.com/x', { allowPrivate: false })).toBe(
      'must be an https address',
    );
    expect(await endpointRefusal('https://127.0.0.1:9/x', { allowPrivate: true })).toBeNull();
  });

  it('accepts the local push service only with the tests-only allowance, never in production', async () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(48),
        PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      }),
    ).toThrow(/PUSH_ALLOW_PRIVATE_ENDPOINTS is for tests only/);
    await start({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' } });
    const john = await createUser(server);
    expect((await subscribe(john.token, pushService.subscription('john-phone'))).statusCode).toBe(
      204,
    );
  });
});

describe('a device of another account', () => {
  it('moves only with its keys: knowing the endpoint is not enough', async () => {
    await start({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' } });
    const grace = await createUser(server, { fullName: 'Grace Auma' });
    const john = await createUser(server);
    const mallory = await createUser(server);
    const johnsPhone = pushService.subscription('john-phone');
    expect((await subscribe(john.token, johnsPhone)).statusCode).toBe(204);

    const taken = await subscribe(mallory.token, {
      endpoint: johnsPhone.endpoint,
      keys: keysOf('mallory-phone'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ field: string }>().field).toBe('endpoint');
    await call(server, 'POST', '/api/messages', {
      token: grace.token,
      payload: { content: 'For John', chatType: 'private', recipientId: john.user._id },
    });
    const [push] = await pushService.waitFor(1);
    expect(push).toMatchObject({ device: 'john-phone', payload: { to: john.user._id } });

    // The same browser signed in with another account sends the same keys: it moves.
    expect((await subscribe(mallory.token, johnsPhone)).statusCode).toBe(204);
    const rows = await server.database.db.select().from(pushSubscriptions);
    expect(rows.map((row) => row.userId)).toEqual([mallory.user._id]);
  });
});
