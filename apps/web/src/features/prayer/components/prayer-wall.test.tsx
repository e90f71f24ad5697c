import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicPrayerRequest } from '@torch/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

type Listener = (...args: unknown[]) => void;

/** A socket stand-in: the test plays the server and pushes events to the page. */
const fakeSocket = vi.hoisted(() => {
  const listeners = new Map<string, Set<Listener>>();
  return {
    connected: true,
    /** What the badge reads (socket-client's socketConnection.state). */
    state: 'connected',
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    reset() {
      listeners.clear();
    },
    /** The manager's events ('reconnect'), as socket.io-client's `socket.io` has them. */
    io: {
      on(event: string, listener: Listener) {
        if (!listeners.has(`io:${event}`)) listeners.set(`io:${event}`, new Set());
        listeners.get(`io:${event}`)?.add(listener);
      },
      off(event: string, listener: Listener) {
        listeners.get(`io:${event}`)?.delete(listener);
      },
    },
  };
});

vi.mock('../../../shared/api/socket-client', () => ({
  acquireSocket: () => ({ socket: fakeSocket, release: () => undefined }),
  socketConnection: {
    subscribe: () => () => undefined,
    isConnected: () => fakeSocket.connected,
    state: () => fakeSocket.state,
  },
}));

let sequence = 0;
function prayer(overrides: Partial<PublicPrayerRequest> = {}): PublicPrayerRequest {
  sequence += 1;
  return {
    _id: `prayer-${sequence}`,
    name: 'Ruth',
    request_text: `Request number ${sequence}`,
    is_private: false,
    is_answered: false,
    avatar_url: null,
    user_id: null,
    is_member: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

function wallItems() {
  const list = screen.getByRole('list', { name: 'Public prayer requests' });
  return within(list).getAllByRole('listitem');
}

beforeEach(() => {
  fakeSocket.reset();
  fakeSocket.connected = true;
  fakeSocket.state = 'connected';
});

describe('the prayer wall', () => {
  it('shows each public request with its age, the member badge and the count', async () => {
    const old = prayer({
      name: 'Samuel',
      created_at: new Date(Date.now() - 50 * 60 * 60 * 1000).toISOString(),
    });
    const fromMember = prayer({ name: 'Grace', user_id: 'member', is_member: true });
    fakeApi({ 'GET /api/prayer-requests/public': { body: [fromMember, old] } });
    renderApp('/prayer');

    expect(await screen.findByText('2 active prayer requests')).toBeVisible();
    const [first, second] = wallItems();
    expect(first).toHaveTextContent('Grace');
    expect(within(first!).getByText('Member')).toBeVisible();
    expect(within(first!).getByText('Just now')).toBeVisible();
    expect(within(second!).queryByText('Member')).toBeNull();
    expect(within(second!).getByText('2d ago')).toBeVisible();
    expect(screen.getByText('Live Updates')).toBeVisible();
  });

  it('puts a pushed request on top at once, and never twice', async () => {
    const existing = prayer({ name: 'Samuel' });
    fakeApi({ 'GET /api/prayer-requests/public': { body: [existing] } });
    renderApp('/prayer');
    await screen.findByText('1 active prayer request');

    const pushed = prayer({ name: 'Miriam', request_text: 'Healing for my mother' });
    act(() => fakeSocket.emit('prayer-request-created', pushed));
    expect(await screen.findByText('2 active prayer requests')).toBeVisible();
    expect(wallItems()[0]).toHaveTextContent('Healing for my mother');

    act(() => {
      fakeSocket.emit('prayer-request-created', pushed);
      fakeSocket.emit('prayer-request-created', existing);
    });
    expect(wallItems()).toHaveLength(2);
    expect(screen.getByText('2 active prayer requests')).toBeVisible();
  });

  it('changes an answered request where it stands, drops a removed one, and rereads on reconnect', async () => {
    const first = prayer({ name: 'Samuel' });
    const second = prayer({ name: 'Miriam' });
    let answers = [first, second];
    const { requests } = fakeApi({
      'GET /api/prayer-requests/public': () => ({ body: answers }),
    });
    renderApp('/prayer');
    await screen.findByText('2 active prayer requests');

    act(() => fakeSocket.emit('prayer-request-updated', { ...second, is_answered: true }));
    await waitFor(() => expect(within(wallItems()[1]!).getByText('Answered')).toBeVisible());

    act(() => fakeSocket.emit('prayer-request-removed', { _id: first._id }));
    expect(await screen.findByText('1 active prayer request')).toBeVisible();
    expect(wallItems()).toHaveLength(1);

    const reads = requests.filter((sent) => sent.method === 'GET').length;
    answers = [second, prayer({ name: 'Grace' })];
    act(() => fakeSocket.emit('io:reconnect', undefined));
    expect(await screen.findByText('2 active prayer requests')).toBeVisible();
    expect(requests.filter((sent) => sent.method === 'GET').length).toBeGreaterThan(reads);
  });

  it('says so when the wall is empty', async () => {
    fakeApi({ 'GET /api/prayer-requests/public': { body: [] } });
    renderApp('/prayer');
    expect(await screen.findByText('No prayer requests yet')).toBeVisible();
    expect(screen.getByText('0 active prayer requests')).toBeVisible();
  });

  it('with the server unreachable, says so in plain words, offers Try again and shows the badge offline', async () => {
    fakeSocket.connected = false;
    fakeSocket.state = 'offline';
    let reachable = false;
    fakeApi({
      'GET /api/prayer-requests/public': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { body: [prayer({ name: 'Samuel' })] };
      },
    });
    renderApp('/prayer');

    const card = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(card).toHaveTextContent('The Prayer Wall could not be loaded');
    expect(card).toHaveTextContent(
      'Error loading requests: We could not connect just now. Check your connection and try again.',
    );
    expect(card).not.toHaveTextContent('Failed to fetch');
    // The badge tells the truth: not green "Live Updates" while nothing is live.
    expect(screen.queryByText('Live Updates')).toBeNull();
    expect(screen.getByText('Offline')).toBeVisible();

    reachable = true;
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 active prayer request')).toBeVisible();
  }, 12_000);

  it('shows Connecting… until the live connection is first up', async () => {
    fakeSocket.connected = false;
    fakeSocket.state = 'connecting';
    fakeApi({ 'GET /api/prayer-requests/public': { body: [] } });
    renderApp('/prayer');
    expect(await screen.findByText('Connecting…')).toBeVisible();
    expect(screen.queryByText('Live Updates')).toBeNull();
  });

  it("shows the server's message when the wall cannot load", async () => {
    fakeApi({
      'GET /api/prayer-requests/public': { status: 503, body: { message: 'Database asleep' } },
    });
    renderApp('/prayer');
    // Three tries (the first and two retries) with back-off before the error shows.
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Error loading requests: Database asleep',
    );
  }, 12_000);
});

describe('asking for prayer', () => {
  it('keeps a visitor request off the wall unless they tick sharing, and thanks them', async () => {
    const { requests } = fakeApi({
      'GET /api/prayer-requests/public': { body: [] },
      'POST /api/prayer-requests': { status: 201, body: {} },
    });
    renderApp('/prayer');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Ruth');
    await user.type(screen.getByLabelText('Prayer request'), 'Strength for exams');
    expect(screen.getByLabelText('Share publicly on the Prayer Wall')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));

    expect(
      await screen.findByText('Thank you! Your prayer request has been received.'),
    ).toBeVisible();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      name: 'Ruth',
      email: null,
      request_text: 'Strength for exams',
      share_publicly: false,
    });
    await waitFor(() => expect(screen.getByLabelText('Prayer request')).toHaveValue(''));
  });

  it('checks the fields with the shared schema before sending', async () => {
    const { requests } = fakeApi({ 'GET /api/prayer-requests/public': { body: [] } });
    renderApp('/prayer');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));

    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Prayer request is required')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal in the failure toast", async () => {
    fakeApi({
      'GET /api/prayer-requests/public': { body: [] },
      'POST /api/prayer-requests': { status: 429, body: { message: 'Too many requests' } },
    });
    renderApp('/prayer');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Ruth');
    await user.type(screen.getByLabelText('Prayer request'), 'Peace');
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));
    expect(await screen.findByText('Submission failed: Too many requests')).toBeVisible();
  });

  it('lets a member choose the name the wall shows, and says the team still sees the account', async () => {
    const member = createUser({ fullName: 'Margaret Okafor', email: 'margaret@torch.test' });
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: member },
      'GET /api/prayer-requests/public': { body: [] },
      'POST /api/prayer-requests': { status: 201, body: {} },
    });
    renderApp('/prayer', { token: 'member-token' });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Your name');
    await waitFor(() => expect(name).toHaveValue('Margaret Okafor'));
    expect(name).toHaveAccessibleDescription(
      /Shown on the Prayer Wall.*sees it came from your account/,
    );
    const email = screen.getByLabelText('Email (optional)');
    expect(email).toHaveValue('margaret@torch.test');
    expect(email).toHaveAttribute('readonly');

    await user.clear(name);
    await user.type(name, 'A sister in Christ');
    await user.type(screen.getByLabelText('Prayer request'), 'Strength this week');
    await user.click(screen.getByLabelText('Share publicly on the Prayer Wall'));
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));

    expect(
      await screen.findByText('Thank you! Your prayer request has been received.'),
    ).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'A sister in Christ',
      email: 'margaret@torch.test',
      request_text: 'Strength this week',
      share_publicly: true,
    });
  });
});
