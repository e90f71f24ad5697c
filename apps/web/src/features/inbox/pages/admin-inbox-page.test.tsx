import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage, ContactMessagePage } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { createUser, factory } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const admin = createUser({ role: 'Admin', fullName: 'Pastor Ann' });

const message = factory<ContactMessage>(
  {
    _id: 'm',
    name: 'Ruth Akello',
    email: 'ruth@example.org',
    subject: 'Hello',
    message: 'A message',
    created_at: '2026-11-20T09:30:00.000Z',
    read_at: null,
  },
  'subject',
);

const visiting = message({
  _id: 'm1',
  subject: 'Visiting on Tuesday',
  name: 'Brian Ssekandi',
  email: 'brian@example.org',
  message: 'Is there parking near the church?',
});
const thanks = message({
  _id: 'm2',
  subject: 'Thank you for the camp',
  read_at: '2026-11-19T10:00:00.000Z',
});

/** A server that keeps the read marks it is sent, as the real one does. */
function inboxServer(messages: ContactMessage[], nextCursor: string | null = null) {
  const store = new Map(messages.map((m) => [m._id, { ...m }]));
  return fakeApi({
    'GET /api/profile/me': { body: admin },
    'GET /api/admin/inbox-summary': () => ({
      body: {
        unreadMessages: [...store.values()].filter((m) => m.read_at === null).length,
        subscribers: 4,
      },
    }),
    'GET /api/admin/contact-messages': (request: FakeRequest) => {
      const status = new URL(request.path, 'http://x').searchParams.get('status');
      const shown = [...store.values()].filter((m) =>
        status === 'unread' ? m.read_at === null : status === 'read' ? m.read_at !== null : true,
      );
      const page: ContactMessagePage = { messages: shown, total: shown.length, nextCursor };
      return { body: page };
    },
    'PUT /api/admin/contact-messages/m1': (request: FakeRequest) => {
      const read = (request.body as { read: boolean }).read;
      const updated = { ...visiting, read_at: read ? '2026-11-26T06:00:00.000Z' : null };
      store.set(visiting._id, updated);
      return { body: updated };
    },
    'DELETE /api/admin/contact-messages/m2': () => {
      store.delete(thanks._id);
      return { status: 204 };
    },
  });
}

const rowOf = (name: string) => {
  const button = screen.getByRole('button', { name: new RegExp(name) });
  const row = button.closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('the admin Inbox', () => {
  it('lists messages newest first and opening one shows it whole and marks it read', async () => {
    const { requests } = inboxServer([visiting, thanks]);
    renderApp('/admin/inbox', { token: 'admin-token' });

    await screen.findByRole('heading', { name: 'Manage Inbox', level: 1 });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('button', { expanded: false })
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Unread: Visiting on Tuesday'),
      expect.stringContaining('Thank you for the camp'),
    ]);
    expect(await screen.findByText('1 unread message from the contact page.')).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: /Visiting on Tuesday/ }));

    const row = rowOf('Visiting on Tuesday');
    expect(within(row).getByText('Brian Ssekandi <brian@example.org>')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:brian@example.org?subject=Re%3A%20Visiting%20on%20Tuesday',
    );
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT' && r.path.endsWith('/m1'))).toMatchObject({
        body: { read: true },
      }),
    );
    expect(await screen.findByText('Every message has been read.')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  });

  it('marks a message unread again and filters by read and unread', async () => {
    const { requests } = inboxServer([
      { ...visiting, read_at: '2026-11-21T08:00:00.000Z' },
      thanks,
    ]);
    renderApp('/admin/inbox', { token: 'admin-token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Visiting on Tuesday/ }));
    // Already read: opening it asks nothing of the server.
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.click(
      within(rowOf('Visiting on Tuesday')).getByRole('button', { name: 'Mark as unread' }),
    );
    expect(await screen.findByText('Marked as unread.')).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ read: false });

    await user.click(screen.getByRole('tab', { name: /Unread/ }));
    const unreadList = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() =>
      expect(within(unreadList).queryByRole('button', { name: /Thank you/ })).toBeNull(),
    );
    expect(within(unreadList).getByRole('button', { name: /Visiting on Tuesday/ })).toBeVisible();
    expect(requests.some((r) => r.path === '/api/admin/contact-messages?status=unread')).toBe(true);
  });

  it('deletes a message only after asking', async () => {
    const { requests } = inboxServer([visiting, thanks]);
    renderApp('/admin/inbox', { token: 'admin-token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Thank you for the camp/ }));
    await user.click(
      within(rowOf('Thank you for the camp')).getByRole('button', {
        name: 'Delete the message from Ruth Akello',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(
      within(rowOf('Thank you for the camp')).getByRole('button', {
        name: 'Delete the message from Ruth Akello',
      }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Message deleted.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Thank you for the camp/ })).toBeNull();
  });

  it('offers older messages a page at a time', async () => {
    const { requests } = inboxServer([visiting], 'next-page-cursor');
    renderApp('/admin/inbox', { token: 'admin-token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toContain(
        '/api/admin/contact-messages?status=all&cursor=next-page-cursor',
      ),
    );
  });

  it('says when there is nothing to read', async () => {
    inboxServer([]);
    renderApp('/admin/inbox', { token: 'admin-token' });
    expect(await screen.findByText('No messages yet.')).toBeVisible();
  });
});

describe('the unread count in the admin navigation', () => {
  it('shows beside Inbox in the account menu and on the dashboard', async () => {
    inboxServer([visiting, message({ _id: 'm3', subject: 'Another' })]);
    renderApp('/admin', { token: 'admin-token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pastor Ann, account menu' }));
    const menu = document.getElementById('profile-menu')!;
    expect(await within(menu).findByRole('link', { name: 'Inbox, 2 unread' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/inbox$/),
    );
    const tile = await screen.findByRole('link', { name: /Unread Messages/ });
    expect(tile).toHaveTextContent('2Unread Messages');
    expect(tile).toHaveAttribute('href', expect.stringMatching(/\/admin\/inbox$/));
  });

  it('shows in the mobile menu, with Admin Panel and Sign Out pinned in view', async () => {
    inboxServer([visiting]);
    renderApp('/', { token: 'admin-token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const account = within(screen.getByRole('dialog', { name: 'Site menu' })).getByRole(
      'navigation',
      { name: 'Account' },
    );
    expect(await within(account).findByRole('link', { name: 'Inbox, 1 unread' })).toBeVisible();
    expect(within(account).getByRole('link', { name: 'Admin Panel' })).toBeVisible();
    expect(within(account).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
