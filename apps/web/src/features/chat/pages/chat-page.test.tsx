import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privateRoomId, type ChatMember, type ChatMessage } from '@torch/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { outbox } from '../lib/outbox';

type Listener = (...args: unknown[]) => void;

/** The socket as the page sees it: the test pushes server events and reads what the page sent. */
const fakeSocket = vi.hoisted(() => {
  const listeners = new Map<string, Set<Listener>>();
  const sent: [string, unknown][] = [];
  return {
    connected: true,
    sent,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, payload?: unknown) {
      sent.push([event, payload]);
    },
    push(event: string, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    reset() {
      listeners.clear();
      sent.length = 0;
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

let seq = 0;
function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  seq += 1;
  return {
    _id: `m-${seq}`,
    seq,
    roomId: 'community',
    clientId: null,
    content: `Message ${seq}`,
    authorId: ann.id,
    authorName: 'Ann Nakato',
    authorAvatar: null,
    recipientId: null,
    chatType: 'community',
    isImage: false,
    replyTo: null,
    reactions: {},
    created_at: new Date().toISOString(),
    delivered: false,
    read: false,
    ...overrides,
  };
}

function serve(history: ChatMessage[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/profile/me': { body: me },
    'GET /api/users': { body: [member(me, true), member(ann, true)] },
    'GET /api/messages/unread': { body: {} },
    'GET /api/messages/community': (request: FakeRequest) =>
      // A catch-up asks for what came after the last held message.
      request.path.includes('after=')
        ? { body: history.filter((m) => m.seq > Number(/after=(\d+)/.exec(request.path)?.[1])) }
        : { body: history },
    ...extra,
  });
}

beforeEach(() => {
  fakeSocket.reset();
  fakeSocket.connected = true;
  seq = 0;
});
afterEach(() => {
  for (const pending of outbox.snapshot()) outbox.remove(pending.clientId);
});

describe('the chat page', () => {
  it('shows the empty state of a quiet room', async () => {
    serve([]);
    renderApp('/chat', { token: 't' });
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Community Chat' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(screen.queryByRole('button', { name: /Admin Chat/ })).not.toBeInTheDocument();
  });

  it('shows a pushed message once, confirms delivery and marks it read a second later', async () => {
    const first = message({ content: 'Welcome to the family!' });
    const pushed = message({ content: 'Choir practice moved to 6 PM' });
    const history = [first];
    const { requests } = serve(history, {
      'PUT /api/messages/m-2/read': { body: { ...pushed, read: true } },
    });
    renderApp('/chat', { token: 't' });
    await screen.findByText('Welcome to the family!');
    expect(fakeSocket.sent).toContainEqual(['join-room', 'community']);

    history.push(pushed);
    act(() => fakeSocket.push('new-message', pushed));
    // The same message again, from a reconnect's catch-up, is not shown twice.
    act(() => fakeSocket.push('connect'));
    act(() => fakeSocket.push('new-message', pushed));
    expect(await screen.findByText('Choir practice moved to 6 PM')).toBeVisible();
    expect(fakeSocket.sent).toContainEqual(['message-delivered', pushed._id]);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && r.path.endsWith('/m-2/read'))).toBe(true),
    );
    expect(screen.getAllByText('Choir practice moved to 6 PM')).toHaveLength(1);
  });

  it('sends with a clientId, keeps it pending while offline, and sends it once when back', async () => {
    let online = false;
    const stored = message({ authorId: me.id, authorName: me.fullName, content: 'Amen!' });
    const { requests } = serve([], {
      'POST /api/messages': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 201, body: stored };
      },
    });
    renderApp('/chat', { token: 't' });
    const input = await screen.findByLabelText('Message');
    await userEvent.type(input, 'Amen!{Enter}');
    expect(await screen.findByRole('img', { name: 'Sending' })).toBeVisible();
    expect(input).toHaveValue('');

    online = true;
    act(() => fakeSocket.push('connect'));
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeVisible();
    const sends = requests.filter((r) => r.method === 'POST');
    expect(sends).toHaveLength(2);
    expect(sends[0]!.body).toMatchObject({ content: 'Amen!', chatType: 'community' });
    expect((sends[1]!.body as { clientId: string }).clientId).toBe(
      (sends[0]!.body as { clientId: string }).clientId,
    );
    expect(screen.getAllByText('Amen!')).toHaveLength(1);
  });

  it('suggests members for an @-mention and puts the chosen name in the message', async () => {
    const stored = message({ authorId: me.id, authorName: me.fullName, content: 'x' });
    const { requests } = serve([], {
      'GET /api/users': (request: FakeRequest) =>
        request.path.includes('q=Ok')
          ? { body: [member(ben), member(miriam)] }
          : { body: [member(me, true), member(ann, true)] },
      'POST /api/messages': { status: 201, body: stored },
    });
    renderApp('/chat', { token: 't' });
    const input = await screen.findByLabelText('Message');
    await userEvent.type(input, 'Thanks @Ok');
    const list = await screen.findByRole('listbox', { name: 'Mention a member' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Ben Okello');
    expect(within(list).getAllByRole('option')[1]).toHaveTextContent('Nakato Miriam');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(input).toHaveValue('Thanks @Ben Okello ');
    expect(screen.queryByRole('listbox', { name: 'Mention a member' })).toBeNull();

    // Escape closes the suggestions without choosing; Enter then sends what was typed.
    await userEvent.type(input, 'and @Ok');
    await screen.findByRole('listbox', { name: 'Mention a member' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Mention a member' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        content: 'Thanks @Ben Okello and @Ok',
      }),
    );
  });

  it('keeps a message the send limit refused, says when it will go, and sends it then', async () => {
    const stored = message({ authorId: me.id, authorName: me.fullName, content: 'Hallelujah!' });
    let refusals = 1;
    const { requests } = serve([], {
      'POST /api/messages': () => {
        if (refusals-- > 0)
          return {
            status: 429,
            headers: { 'Retry-After': '2' },
            body: { message: 'You are sending messages too quickly. Please wait a moment.' },
          };
        return { status: 201, body: stored };
      },
    });
    renderApp('/chat', { token: 't' });
    await userEvent.type(await screen.findByLabelText('Message'), 'Hallelujah!{Enter}');

    expect(await screen.findByRole('img', { name: 'Waiting to send' })).toBeVisible();
    expect(screen.getByText('Hallelujah!')).toBeVisible();
    expect(await screen.findByText(/Your message is kept and will send in [12] s\./)).toBeVisible();
    expect(screen.queryByText(/Failed to send message/)).toBeNull();
    // Nothing is sent again before the server's wait is over, not even on a reconnect.
    act(() => fakeSocket.push('connect'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    expect(await screen.findByRole('img', { name: 'Sent' }, { timeout: 5000 })).toBeVisible();
    const sends = requests.filter((r) => r.method === 'POST');
    expect(sends).toHaveLength(2);
    expect((sends[1]!.body as { clientId: string }).clientId).toBe(
      (sends[0]!.body as { clientId: string }).clientId,
    );
    expect(screen.getAllByText('Hallelujah!')).toHaveLength(1);
    expect(screen.queryByText(/will send in/)).toBeNull();
  });

  it('shows a refused send with the server message and drops it', async () => {
    serve([], {
      'POST /api/messages': {
        status: 403,
        body: { message: 'You cannot enter this conversation.' },
      },
    });
    renderApp('/chat', { token: 't' });
    await userEvent.type(await screen.findByLabelText('Message'), 'Hello{Enter}');
    expect(
      await screen.findByText('Failed to send message: You cannot enter this conversation.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Sending' })).toBeNull());
  });

  it('says a file that is not an image is not one, before and after the server looks', async () => {
    let uploads = 0;
    serve([], {
      'POST /api/uploads': () => {
        uploads += 1;
        return {
          status: 415,
          body: { message: 'Only PNG, JPEG, WebP or GIF images can be uploaded.' },
        };
      },
    });
    renderApp('/chat', { token: 't' });
    const picker = await screen.findByLabelText('Send an image', { selector: 'button' });
    const input = picker.parentElement!.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif');

    const notAnImage = 'That file is not an image we can send. Choose a JPEG, PNG, WebP or GIF.';
    const pdf = new File(['%PDF-1.7'], 'sermon-notes.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf, { applyAccept: false });
    expect(await screen.findByText(notAnImage)).toBeVisible();
    expect(screen.queryByText(/too large/)).toBeNull();
    expect(uploads).toBe(0);

    // A document renamed photo.jpg passes the browser's look; the server reads the bytes.
    const renamed = new File(['not really a jpeg'], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, renamed, { applyAccept: false });
    await waitFor(() => expect(uploads).toBe(1));
    await waitFor(() => expect(screen.getAllByText(notAnImage).length).toBeGreaterThan(0));
    expect(screen.queryByText('Failed to upload image.')).toBeNull();
  });

  it('badges unread private messages (9+ past nine) and says who is typing', async () => {
    serve([], {
      'GET /api/messages/unread': { body: { [privateRoomId(me.id, ann.id)]: 12 } },
    });
    renderApp('/chat', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    const annButton = await within(nav).findByRole('button', { name: /Ann Nakato/ });
    expect(within(annButton).getByText('9+')).toBeVisible();
    expect(within(annButton).getByText('Online now')).toBeVisible();

    act(() =>
      fakeSocket.push('user-typing', {
        userId: ann.id,
        userName: 'Ann Nakato',
        chatId: 'community',
      }),
    );
    expect(await screen.findByText('Ann Nakato is typing')).toBeVisible();
    act(() => fakeSocket.push('user-stopped-typing', { userId: ann.id }));
    await waitFor(() => expect(screen.queryByText('Ann Nakato is typing')).toBeNull());

    act(() =>
      fakeSocket.push('user-offline', { userId: ann.id, lastSeen: new Date().toISOString() }),
    );
    expect(await within(annButton).findByText(/^Last seen/)).toBeVisible();
  });

  it('replies with a quote of the first 50 characters and shows reactions', async () => {
    const long = message({
      content: 'L'.repeat(70),
      reactions: { '🙏': { count: 2, userIds: [me.id, ann.id] } },
    });
    const { requests } = serve([long], {
      'POST /api/messages': (request) => ({
        status: 201,
        body: message({ ...(request.body as object), authorId: me.id }),
      }),
      'POST /api/messages/m-1/react': { body: long },
    });
    renderApp('/chat', { token: 't' });
    const chip = await screen.findByRole('button', { name: '🙏 2' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'React 👍' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/messages/m-1/react')?.body).toEqual({
        emoji: '👍',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to Ann Nakato')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Message'), 'Agreed{Enter}');
    await waitFor(() =>
      expect(
        requests.find((r) => r.method === 'POST' && r.path === '/api/messages')?.body,
      ).toMatchObject({
        content: 'Agreed',
        replyTo: { messageId: 'm-1', content: 'L'.repeat(50), authorName: 'Ann Nakato' },
      }),
    );
    expect(screen.queryByText('Replying to Ann Nakato')).toBeNull();
  });
});
