import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privateRoomId, type ChatMember, type Conversation } from '@torch/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

type Listener = (...args: unknown[]) => void;

/** The socket as the page sees it; `online-members` is answered from `online`. */
const fakeSocket = vi.hoisted(() => {
  const listeners = new Map<string, Set<Listener>>();
  return {
    connected: true,
    online: [] as { id: string; fullName: string; avatarUrl: string | null }[],
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, payload?: unknown) {
      if (event === 'online-members') (payload as (members: unknown) => void)(this.online);
    },
    push(event: string, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    reset() {
      listeners.clear();
      this.online = [];
    },
  };
});

vi.mock('../../../shared/api/socket-client', () => ({
  acquireSocket: () => ({ socket: fakeSocket, release: () => undefined }),
  socketConnection: { subscribe: () => () => undefined, isConnected: () => fakeSocket.connected },
}));

const me = createUser({ fullName: 'Grace Namuli' });
const ann = createUser({ fullName: 'Ann Nakato' });
const ben = createUser({ fullName: 'Ben Okello' });
const miriam = createUser({ fullName: 'Nakato Miriam' });

function member(user: typeof ann, online = false): ChatMember {
  const { email: _email, ...rest } = user;
  return { ...rest, online, lastSeen: null };
}

const conversationWithAnn: Conversation = {
  roomId: privateRoomId(me.id, ann.id),
  other: { id: ann.id, fullName: 'Ann Nakato', avatarUrl: null, online: false },
  lastMessage: {
    id: 'm-1',
    preview: 'See you on Sunday',
    isImage: false,
    createdAt: new Date().toISOString(),
    mine: false,
  },
  unread: 2,
};

function serve(total: number) {
  return fakeApi({
    'GET /api/profile/me': { body: me },
    'GET /api/users': (request: FakeRequest) =>
      request.path.includes('q=miriam')
        ? { body: [member(miriam)], headers: { 'X-Total-Count': '1' } }
        : {
            body: [member(me, true), member(ann), member(ben, true)],
            headers: { 'X-Total-Count': String(total) },
          },
    'GET /api/messages/unread': { body: { [privateRoomId(me.id, ann.id)]: 2 } },
    'GET /api/messages/conversations': {
      body: [conversationWithAnn],
      headers: { 'X-Total-Count': '1' },
    },
    'GET /api/messages/community': { body: [] },
    'GET /api/messages/private': { body: [] },
  });
}

beforeEach(() => {
  fakeSocket.reset();
});

let side = within(document.body);
const sidebar = () => side;
const openChat = async () => {
  renderApp('/chat', { token: 't' });
  side = within((await screen.findAllByRole('navigation', { name: 'Conversations' }))[0]!);
};

describe('the chat sidebar', () => {
  it('lists every other member in a small church, and asks the directory once', async () => {
    const { requests } = serve(3);
    await openChat();
    expect(await sidebar().findByRole('button', { name: /Ann Nakato/ })).toBeVisible();
    expect(sidebar().getByRole('button', { name: /Ben Okello/ })).toBeVisible();
    expect(sidebar().queryByRole('combobox')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/messages/conversations'))).toEqual([]);
    expect(requests.filter((r) => r.path.startsWith('/api/users'))).toHaveLength(1);
  });

  it('offers to try the conversations again when they could not be loaded', async () => {
    let failing = true;
    fakeApi({
      'GET /api/profile/me': { body: me },
      'GET /api/users': { body: [member(me, true)], headers: { 'X-Total-Count': '20002' } },
      'GET /api/messages/unread': { body: {} },
      'GET /api/messages/conversations': () =>
        failing
          ? { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE' } }
          : { body: [conversationWithAnn], headers: { 'X-Total-Count': '1' } },
      'GET /api/messages/community': { body: [] },
    });
    const user = userEvent.setup();
    await openChat();
    const alert = await sidebar().findByRole('alert');
    expect(alert).toHaveTextContent('Your conversations could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await sidebar().findByRole('button', { name: /Ann Nakato/ })).toHaveTextContent(
      'See you on Sunday',
    );
    expect(sidebar().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows conversations, who is online and a search in a large church', async () => {
    fakeSocket.online = [{ id: ben.id, fullName: 'Ben Okello', avatarUrl: null }];
    const { requests } = serve(20_002);
    const user = userEvent.setup();
    await openChat();

    const withAnn = await sidebar().findByRole('button', { name: /Ann Nakato/ });
    expect(withAnn).toHaveTextContent('See you on Sunday');
    expect(withAnn).toHaveTextContent('2 unread');
    expect(sidebar().getByRole('heading', { name: 'Online now (1)' })).toBeVisible();
    expect(sidebar().getByRole('button', { name: /Ben Okello/ })).toHaveTextContent('Online now');

    // Someone comes online: added from the event alone, no request.
    fakeSocket.push('user-online', {
      userId: miriam.id,
      fullName: 'Nakato Miriam',
      avatarUrl: null,
    });
    expect(await sidebar().findByRole('heading', { name: 'Online now (2)' })).toBeVisible();
    fakeSocket.push('user-offline', { userId: miriam.id, lastSeen: new Date().toISOString() });
    expect(await sidebar().findByRole('heading', { name: 'Online now (1)' })).toBeVisible();

    const box = sidebar().getByRole('combobox', { name: 'Search members by name' });
    // Pasted, as one change: typed keys may be further apart than the debounce on a busy machine.
    await user.click(box);
    await user.paste('miriam');
    const option = await sidebar().findByRole('option', { name: /Nakato Miriam/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(requests.filter((r) => r.path.includes('q='))).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Nakato Miriam' })).toBeVisible();
    await waitFor(() =>
      expect(
        requests.some((r) => r.path.includes(`/api/messages/private?userId=${miriam.id}`)),
      ).toBe(true),
    );
  });
});
