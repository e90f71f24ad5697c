import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterIssue } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';

const harvest: NewsletterIssue = {
  _id: 'i1',
  subject: 'Harvest Sunday',
  state: 'sent',
  recipients: 120,
  queued: 120,
  sent: 118,
  failed: 2,
  sentBy: 'Pastor Ruth',
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('the admin Newsletter screen', () => {
  it('shows the counts and past issues, previews, tests, and sends only after asking', async () => {
    let issues = [harvest];
    const { requests } = renderAdmin('/admin/newsletter', {
      'GET /api/admin/newsletter/summary': {
        body: { pending: 3, confirmed: 120, unsubscribed: 4 },
      },
      'GET /api/admin/newsletter/issues': () => ({
        body: issues,
        headers: { 'X-Total-Count': String(issues.length) },
      }),
      'POST /api/admin/newsletter/test': {
        status: 202,
        body: { message: 'A test was sent to admin@torch.test.' },
      },
      'POST /api/admin/newsletter/issues': () => {
        const sent = { ...harvest, _id: 'i2', subject: 'Advent', state: 'queueing' as const };
        issues = [sent, ...issues];
        return { status: 202, body: sent };
      },
    });

    // The page is a lazy route: its code may take a moment on a busy machine.
    await screen.findByRole(
      'heading',
      { name: 'Manage Newsletter', level: 1 },
      { timeout: 15_000 },
    );
    const figures = await screen.findByText('120');
    expect(figures.closest('div')).toHaveTextContent('Confirmed');
    const list = await screen.findByRole('list', { name: 'Sent newsletters' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('118 sent · 2 failed');

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Write a newsletter' });
    await user.click(within(form).getByRole('button', { name: 'Send to all confirmed' }));
    expect(await within(form).findByText('Subject is required')).toBeVisible();

    await user.type(within(form).getByLabelText(/Subject/), 'Advent');
    await user.type(within(form).getByLabelText(/Body/), '## Light a candle');
    await user.click(within(form).getByRole('tab', { name: 'Preview' }));
    expect(
      await within(form).findByRole('heading', { name: 'Light a candle', level: 2 }),
    ).toBeVisible();
    await user.click(within(form).getByRole('tab', { name: 'Write' }));

    await user.click(within(form).getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test was sent to admin@torch.test.')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Send to all confirmed' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send this newsletter?' });
    expect(dialog).toHaveTextContent('“Advent” will be mailed to 120 confirmed subscribers.');
    expect(requests.filter((r) => r.path.endsWith('/issues') && r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('The newsletter is on its way.')).toBeVisible();
    const sends = requests.filter((r) => r.path.endsWith('/issues') && r.method === 'POST');
    expect(sends.map((r) => r.body)).toEqual([{ subject: 'Advent', body: '## Light a candle' }]);
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Queueing'),
    );
  }, 60_000);

  it('writes Markdown at the cursor from the toolbar and the keyboard, and previews it as the mail', async () => {
    renderAdmin('/admin/newsletter', {
      'GET /api/admin/newsletter/summary': { body: { pending: 0, confirmed: 2, unsubscribed: 0 } },
      'GET /api/admin/newsletter/issues': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    const form = await screen.findByRole(
      'form',
      { name: 'Write a newsletter' },
      { timeout: 15_000 },
    );
    const user = userEvent.setup();
    const body = within(form).getByLabelText<HTMLTextAreaElement>(/Body/);
    await user.type(body, 'Join us on Sunday');
    body.setSelectionRange(11, 17);
    await user.click(within(form).getByRole('button', { name: 'Bold (Ctrl+B)' }));
    expect(body).toHaveValue('Join us on **Sunday**');
    expect(body).toHaveFocus();
    expect(body.value.slice(body.selectionStart, body.selectionEnd)).toBe('Sunday');

    body.setSelectionRange(0, 4);
    await user.keyboard('{Control>}i{/Control}');
    expect(body).toHaveValue('*Join* us on **Sunday**');
    await user.click(within(form).getByRole('button', { name: 'Bulleted list' }));
    expect(body).toHaveValue('- *Join* us on **Sunday**');

    await user.click(within(form).getByRole('tab', { name: 'Preview' }));
    const panel = within(form).getByRole('tabpanel');
    expect(await within(panel).findByText('Sunday', { selector: 'strong' })).toBeVisible();
    expect(within(panel).getByText('Join', { selector: 'em' })).toBeVisible();
    expect(within(panel).getByRole('listitem')).toBeVisible();
  }, 60_000);
});
