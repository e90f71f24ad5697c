import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultChurchSettings, type NewsletterSubscriber } from '@torch/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';

const joy: NewsletterSubscriber = {
  _id: 's2',
  email: 'joy@example.org',
  createdAt: '2026-11-20T09:00:00.000Z',
  status: 'pending',
};
const peter: NewsletterSubscriber = {
  _id: 's1',
  email: 'peter@example.org',
  createdAt: '2026-10-02T09:00:00.000Z',
  status: 'confirmed',
};

describe('the admin Subscribers list', () => {
  it('counts and lists subscribers, and removes one only after asking', async () => {
    let subscribers = [joy, peter];
    const { requests } = renderAdmin('/admin/subscribers', {
      'GET /api/admin/newsletter-subscribers': () => ({
        body: { subscribers, total: subscribers.length, nextCursor: null },
      }),
      'DELETE /api/admin/newsletter-subscribers/s1': () => {
        subscribers = subscribers.filter((s) => s._id !== 's1');
        return { status: 204 };
      },
    });

    await screen.findByRole('heading', { name: 'Manage Subscribers', level: 1 });
    expect(await screen.findByText('2 people have signed up for news from Torch.')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Subscribers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('joy@example.org'),
      expect.stringContaining('peter@example.org'),
    ]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('November 20, 2026');

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Remove peter@example.org' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this subscriber?' });
    expect(dialog).toHaveTextContent('peter@example.org will no longer receive news from Torch.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Subscriber removed.')).toBeVisible();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('1 person has signed up for news from Torch.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('peter@example.org')).toBeNull());
  });

  it('downloads the CSV with the admin token, under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:subscribers');
    // jsdom has no object URLs; the real ones are put back at the end.
    const real = ['createObjectURL', 'revokeObjectURL'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
    );
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { requests } = renderAdmin('/admin/subscribers', {
      'GET /api/admin/newsletter-subscribers': {
        body: { subscribers: [joy], total: 1, nextCursor: null },
      },
      'GET /api/admin/newsletter-subscribers/export': {
        text: 'Email,Subscribed at\njoy@example.org,2026-11-20T09:00:00.000Z\n',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="torch-subscribers-2026-11-26.csv"',
        },
      },
    });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(clicked).toEqual([
        { href: 'blob:subscribers', download: 'torch-subscribers-2026-11-26.csv' },
      ]),
    );
    const exportRequest = requests.find((r) => r.path.endsWith('/export'));
    expect(exportRequest?.headers.authorization).toBe('Bearer admin-token');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('joy@example.org');
    click.mockRestore();
    for (const [name, descriptor] of real) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  it("names the file for the church when the server's name cannot be read", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T08:00:00Z'), toFake: ['Date'] });
    const real = ['createObjectURL', 'revokeObjectURL'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
    );
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:x', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderAdmin('/admin/subscribers', {
      'GET /api/church': {
        body: { ...defaultChurchSettings, name: 'Grace Church', shortName: 'Grace' },
      },
      'GET /api/admin/newsletter-subscribers': {
        body: { subscribers: [joy], total: 1, nextCursor: null },
      },
      // Another origin's Content-Disposition, which the browser does not let the app read.
      'GET /api/admin/newsletter-subscribers/export': {
        text: 'Email\njoy@example.org\n',
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      },
    });

    await screen.findByText('1 person has signed up for news from Grace.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toEqual(['grace-subscribers-2026-12-02.csv']));
    click.mockRestore();
    vi.useRealTimers();
    for (const [name, descriptor] of real) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  it('says when nobody has signed up yet', async () => {
    renderAdmin('/admin/subscribers', {
      'GET /api/admin/newsletter-subscribers': {
        body: { subscribers: [], total: 0, nextCursor: null },
      },
    });
    expect(await screen.findByText('No subscribers yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
