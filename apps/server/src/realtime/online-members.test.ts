import type { OnlineMember } from '@torch/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { server, serverPerTest, url } from '../../test/harness';
import { socketClients, type Client } from '../../test/socket-clients';
import { createUser } from '../../test/test-server';

serverPerTest({ listen: true });
const sockets = socketClients();
afterEach(() => {
  sockets.closeAll();
});

const ask = (socket: Client) =>
  new Promise<OnlineMember[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer within 3 s')), 3000);
    socket.emit('online-members', (members) => {
      clearTimeout(timer);
      resolve(members);
    });
  });

describe('who is online, over the socket', () => {
  it('answers each member in the chat once, with name and picture, and announces newcomers the same way', async () => {
    const ann = await createUser(server, { fullName: 'Ann Nakato', avatarUrl: '/uploads/a.webp' });
    const ben = await createUser(server, { fullName: 'Ben Okello' });
    await createUser(server, { fullName: 'Cate Away' });
    const annTab = await sockets.listen(url, ann.token);
    await sockets.listen(url, ann.token);
    const online = await ask(annTab.socket);
    expect(online).toEqual([
      { id: ann.user.id, fullName: 'Ann Nakato', avatarUrl: '/uploads/a.webp' },
    ]);

    await sockets.listen(url, ben.token);
    expect(await annTab.next('user-online', (p) => p.userId === ben.user.id)).toEqual({
      userId: ben.user.id,
      fullName: 'Ben Okello',
      avatarUrl: null,
    });
    const both = await ask(annTab.socket);
    expect(both.map((m) => m.fullName).sort()).toEqual(['Ann Nakato', 'Ben Okello']);
    expect(JSON.stringify(both)).not.toContain('@');
  });

  it('tells a visitor nothing', async () => {
    const visitor = await sockets.listen(url);
    const answer = await Promise.race([
      ask(visitor.socket),
      new Promise((resolve) => setTimeout(() => resolve('no answer'), 500)),
    ]);
    expect(answer).toBe('no answer');
  });
});
