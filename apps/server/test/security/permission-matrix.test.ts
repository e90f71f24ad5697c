/**
 * Who may use what (docs/security.md#who-may-do-what): one table of every HTTP route and every
 * socket event, walked against the server's own lists. A route or event the table does not name
 * fails the suite, so a new one cannot ship without someone deciding who may call it; every cell of
 * the table is a real request by a real identity.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allRouteDeclarations, errorResponseSchema, privateRoomId } from '@torch/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestServer, createUser, type TestServer } from '../test-server';

/**
 * anyone: visitors too. member: any signed-in account (401 without a token). admin: Admin and
 * Super-Admin (401 signed out, 403 for a member). super-admin: the Super-Admin alone (403 for an
 * Admin too). metrics: the operator's METRICS_TOKEN only, never a user's token.
 */
type Access = 'anyone' | 'member' | 'admin' | 'super-admin' | 'metrics';

/**
 * Routes the contract does not declare (probes, metrics, files, the reference) → who may call
 * them. Every declared route's access comes from its declaration (below). HEAD follows its GET.
 */
const UNDECLARED_ACCESS: Record<string, Access> = {
  'GET /metrics': 'metrics',
  'GET /api/openapi.json': 'anyone',
  'GET /api/docs': 'anyone',
  'GET /api/docs/start.js': 'anyone',
  'GET /api/docs/:file': 'anyone',

  'GET /uploads/*': 'anyone',
  // A mail's unsubscribe link: its signed token is the credential (docs/notifications.md).
  'GET /api/notifications/unsubscribe': 'anyone',
  'POST /api/notifications/unsubscribe': 'anyone',

  // The web app's pages and files, and the JSON 404 for anything else; the page and the
  // manifest are filled with the church settings (docs/decisions/040-church-settings-everywhere.md).
  'GET /*': 'anyone',
  'GET /': 'anyone',
  'GET /index.html': 'anyone',
  'GET /manifest.webmanifest': 'anyone',
};

const DECLARED_ACCESS: Record<string, Access> = Object.fromEntries(
  allRouteDeclarations().map((route) => [`${route.method} ${route.path}`, route.access]),
);

/** `METHOD path` as registered → who may call it. */
const HTTP_ACCESS: Record<string, Access> = { ...UNDECLARED_ACCESS, ...DECLARED_ACCESS };

/** Client-to-server socket events → who may send them; a visitor's socket is only a listener. */
const SOCKET_ACCESS: Record<string, Exclude<Access, 'anyone' | 'metrics'>> = {
  'join-room': 'member',
  'leave-room': 'member',
  'message-delivered': 'member',
  'user-typing': 'member',
  'user-stopped-typing': 'member',
  'user-activity': 'member',
  'message-reaction': 'member',
  'online-members': 'member',
};

const METRICS_TOKEN = 'metrics-token-for-the-security-suite';

type Identity = 'anonymous' | 'member' | 'admin' | 'super-admin';
const IDENTITIES: Identity[] = ['anonymous', 'member', 'admin', 'super-admin'];

let server: TestServer;
let url: string;
const accounts = {} as Record<
  Exclude<Identity, 'anonymous'>,
  { id: string; email: string; token: string }
>;
/** Writes the admin-room messages the socket cells act on, so no cell acts on its own. */
let staffAuthor: { token: string };

let webDist: string;

beforeAll(async () => {
  // A web build of our own: the web app's routes exist whether or not `npm run build` has run.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Torch</title>');
  server = await createTestServer({ METRICS_TOKEN, WEB_DIST_DIR: webDist });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  for (const [identity, role] of [
    ['member', 'User'],
    ['admin', 'Admin'],
    ['super-admin', 'Super-Admin'],
  ] as const) {
    const account = await createUser(server, { role });
    accounts[identity] = { id: account.user.id, email: account.user.email, token: account.token };
  }
  staffAuthor = await createAdmin(server);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Statuses that mean "you may not": the request never reached the route's own rules. */
const REFUSED = [401, 403];

function expectedRefusal(access: Access, identity: Identity): number | null {
  if (access === 'anyone') return null;
  if (access === 'metrics') return 401;
  if (identity === 'anonymous') return 401;
  if (access === 'admin' && identity === 'member') return 403;
  if (access === 'super-admin' && identity !== 'super-admin') return 403;
  return null;
}

/** A concrete URL for a route pattern: unknown ids, so nothing is changed by a cell. */
function concrete(pattern: string): string {
  return pattern
    .replaceAll(':id', crypto.randomUUID())
    .replaceAll(':slug', 'no-such-post')
    .replace('*', 'no-such-file.txt');
}

/**
 * The token a cell sends; sign-out gets a session of its own so the others stay valid, and
 * sign-out-everywhere an account of its own (with the same role).
 */
async function tokenFor(identity: Identity, route: string): Promise<string | null> {
  if (identity === 'anonymous') return null;
  if (route === 'POST /api/auth/logout-all') {
    const role = ({ member: 'User', admin: 'Admin', 'super-admin': 'Super-Admin' } as const)[
      identity
    ];
    return (await createUser(server, { role })).token;
  }
  const account = accounts[identity];
  if (route !== 'POST /api/auth/logout') return account.token;
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: 'correct horse battery' },
  });
  return login.json<{ token: string }>().token;
}

/** A connected socket (a visitor's without a token) and its socket on the server. */
async function openSocket(token: string | null) {
  const socket: Socket = connect(url, {
    transports: ['websocket'],
    forceNew: true,
    ...(token ? { auth: { token } } : {}),
  });
  const refusals: string[] = [];
  socket.on('error', (payload: { message: string }) => refusals.push(payload.message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const onServer = server.io.of('/').sockets.get(socket.id ?? '');
  if (!onServer) throw new Error('the socket is not on this server');
  return { socket, onServer, refusals };
}

const routeKey = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;

describe('the permission table', () => {
  it('names every route the server registers, and nothing it does not', () => {
    const registered = new Set(server.routes.map((route) => routeKey(route.method, route.url)));
    const unlisted = [...registered].filter((key) => !(key in HTTP_ACCESS));
    const stale = Object.keys(HTTP_ACCESS).filter((key) => !registered.has(key));
    expect(unlisted, 'routes with no decision on who may call them').toEqual([]);
    expect(stale, 'table rows for routes that no longer exist').toEqual([]);
  });

  it('decides a declared route only in its declaration', () => {
    const twice = Object.keys(UNDECLARED_ACCESS).filter((key) => key in DECLARED_ACCESS);
    expect(twice, 'declared routes that the table also names').toEqual([]);
  });

  it('names every event a member socket answers, and nothing else', async () => {
    const { socket, onServer } = await openSocket(accounts.member.token);
    try {
      const answered = onServer
        .eventNames()
        .map(String)
        .filter((name) => !['disconnect', 'disconnecting', 'error'].includes(name));
      expect(answered.sort()).toEqual(Object.keys(SOCKET_ACCESS).sort());
    } finally {
      socket.disconnect();
    }
  });
});

describe('every cell of the HTTP table', () => {
  const cells = Object.entries(HTTP_ACCESS).flatMap(([route, access]) =>
    IDENTITIES.map((identity) => ({ route, access, identity })),
  );

  it.each(cells)('$route as $identity ($access)', async ({ route, access, identity }) => {
    const [method = 'GET', pattern = '/'] = route.split(' ');
    const token = await tokenFor(identity, route);
    const response = await server.app.inject({
      method: method as 'GET',
      url: concrete(pattern),
      headers: token ? bearer(token) : {},
      ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    const refusal = expectedRefusal(access, identity);
    if (refusal) {
      expect(response.statusCode, response.body).toBe(refusal);
      expect(errorResponseSchema.safeParse(response.json()).success, response.body).toBe(true);
    } else {
      expect(REFUSED, `${route} refused ${identity}: ${response.body}`).not.toContain(
        response.statusCode,
      );
    }
  });

  it('opens /metrics to the operator token only', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer(METRICS_TOKEN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds');
  });
});

describe('every cell of the socket table', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  /** Sends every event once, each with a payload the contract accepts, about `messageId`. */
  function sendEveryEvent(socket: Socket, room: string, messageId: string) {
    socket.emit('join-room', room);
    socket.emit('user-typing', { chatId: room });
    socket.emit('user-stopped-typing', { chatId: room });
    socket.emit('user-activity');
    socket.emit('message-delivered', messageId);
    socket.emit('message-reaction', { messageId, emoji: '🙏' });
    socket.emit('leave-room', 'no-such-room');
    socket.emit('online-members', () => undefined);
  }

  async function adminRoomMessage(): Promise<string> {
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(staffAuthor.token),
      payload: { content: 'Staff only', chatType: 'admin' },
    });
    return sent.json<{ _id: string }>()._id;
  }

  const reactionsOn = async (messageId: string) => {
    const history = await server.app.inject({
      method: 'GET',
      url: '/api/messages/admin',
      headers: bearer(staffAuthor.token),
    });
    return history
      .json<{ _id: string; reactions: Record<string, { userIds: string[] }> }[]>()
      .find((message) => message._id === messageId)?.reactions;
  };

  it('ignores every event from a visitor, and counts it', async () => {
    const messageId = await adminRoomMessage();
    const before = server.services.socketStats.malformed;
    const { socket, onServer } = await openSocket(null);
    try {
      sendEveryEvent(socket, 'community', messageId);
      await settle();
      expect(server.services.socketStats.malformed - before).toBe(
        Object.keys(SOCKET_ACCESS).length,
      );
      expect([...onServer.rooms].sort()).toEqual([onServer.id, 'public'].sort());
      expect(await reactionsOn(messageId)).toEqual({});
    } finally {
      socket.disconnect();
    }
  });

  it('lets a member use every event in rooms they belong to, and refuses the admin room', async () => {
    const messageId = await adminRoomMessage();
    const { socket, onServer, refusals } = await openSocket(accounts.member.token);
    try {
      socket.emit('join-room', 'community');
      sendEveryEvent(socket, 'admin', messageId);
      await settle();
      expect(onServer.rooms.has('focus:community')).toBe(true);
      expect(onServer.rooms.has('focus:admin')).toBe(false);
      expect(onServer.rooms.has('chat:admin')).toBe(false);
      // join-room, message-delivered and message-reaction each name the admin room.
      expect(refusals).toHaveLength(3);
      expect(await reactionsOn(messageId)).toEqual({});
    } finally {
      socket.disconnect();
    }
  });

  it.each(['admin', 'super-admin'] as const)(
    'lets an %s use every event in the admin room',
    async (identity) => {
      const messageId = await adminRoomMessage();
      const { socket, onServer, refusals } = await openSocket(accounts[identity].token);
      try {
        sendEveryEvent(socket, 'admin', messageId);
        await settle();
        expect(refusals).toEqual([]);
        expect(onServer.rooms.has('focus:admin')).toBe(true);
        expect(onServer.rooms.has('chat:admin')).toBe(true);
        expect((await reactionsOn(messageId))?.['🙏']?.userIds).toEqual([accounts[identity].id]);
      } finally {
        socket.disconnect();
      }
    },
  );
});

describe('one member never reads what belongs to another', () => {
  it('keeps a private conversation, its receipts and its reactions to its two members', async () => {
    const ann = await createUser(server, { fullName: 'Ann' });
    const ben = await createUser(server, { fullName: 'Ben' });
    const eve = await createUser(server, { fullName: 'Eve' });
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(ann.token),
      payload: {
        content: 'My phone is 0772 000 111',
        chatType: 'private',
        recipientId: ben.user.id,
      },
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<{ _id: string; roomId: string }>();
    expect(message.roomId).toBe(privateRoomId(ann.user.id, ben.user.id));

    // Eve asking for "her conversation with Ann" gets her own room, never Ann and Ben's.
    for (const userId of [ann.user.id, ben.user.id]) {
      const history = await server.app.inject({
        method: 'GET',
        url: `/api/messages/private?userId=${userId}`,
        headers: bearer(eve.token),
      });
      expect(history.statusCode).toBe(200);
      expect(history.body).not.toContain('0772 000 111');
    }
    const read = await server.app.inject({
      method: 'PUT',
      url: `/api/messages/${message._id}/read`,
      headers: bearer(eve.token),
    });
    const react = await server.app.inject({
      method: 'POST',
      url: `/api/messages/${message._id}/react`,
      headers: bearer(eve.token),
      payload: { emoji: '👍' },
    });
    for (const response of [read, react]) {
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('0772 000 111');
    }
    const unread = await server.app.inject({
      method: 'GET',
      url: '/api/messages/unread',
      headers: bearer(eve.token),
    });
    expect(unread.body).not.toContain(message.roomId);
  });

  it('shows members the directory without anyone’s e-mail address', async () => {
    const other = await createUser(server, { email: 'private.person@example.org' });
    const asMember = await server.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(accounts.member.token),
    });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.body).not.toContain('@');
    expect(asMember.json<{ id: string }[]>().map((entry) => entry.id)).toContain(other.user.id);

    const asAdmin = await server.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(accounts.admin.token),
    });
    expect(asAdmin.body).toContain('private.person@example.org');
  });

  it('answers a profile with the caller’s own account, whatever id is asked for', async () => {
    const other = await createAdmin(server);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/profile/me?id=${other.user.id}&userId=${other.user.id}`,
      headers: bearer(accounts.member.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ email: string }>().email).toBe(accounts.member.email);
  });
});
