import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Testimony } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { createUser, factory } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const testimony = factory<Testimony>(
  {
    _id: 'story',
    name: 'Ruth',
    title: 'Healed',
    story_text: 'God healed me.',
    is_approved: false,
    created_at: '2025-05-01T10:00:00.000Z',
  },
  'title',
);

describe('Stories of Faith', () => {
  it('lists approved stories and sends a new one for review', async () => {
    const { requests } = fakeApi({
      'GET /api/testimonies/public': {
        body: [testimony({ title: 'A job after a long year', is_approved: true })],
      },
      'POST /api/testimonies': { status: 201, body: testimony({}) },
    });
    renderApp('/testimonies');
    expect(await screen.findByRole('heading', { name: 'A job after a long year' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share Testimony' }));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(screen.getByText('Story is required')).toBeVisible();

    await user.type(screen.getByLabelText('Your name'), 'Ruth');
    await user.type(screen.getByLabelText('Title'), 'Peace in the storm');
    await user.type(screen.getByLabelText('Your story'), 'He carried me.');
    await user.click(screen.getByRole('button', { name: 'Share Testimony' }));
    expect(
      await screen.findByText(
        'Thank you for sharing! Your testimony has been submitted for review.',
      ),
    ).toBeVisible();
    expect(requests.find((sent) => sent.method === 'POST')?.body).toEqual({
      name: 'Ruth',
      title: 'Peace in the storm',
      story_text: 'He carried me.',
    });
  });
});

describe('testimonies in the admin area', () => {
  const admin = createUser({ role: 'Admin' });

  it('opens on Pending Approval and approves a story', async () => {
    let stories = [
      testimony({ _id: 'waiting', title: 'Waiting story' }),
      testimony({ title: 'Published story', is_approved: true }),
    ];
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: admin },
      'GET /api/testimonies/admin/all': (sent) => {
        // The server keeps to the asked status and counts what it holds.
        const status = new URL(sent.path, 'http://x').searchParams.get('status');
        const shown = stories.filter(
          (story) => status === 'all' || story.is_approved === (status === 'approved'),
        );
        return { body: shown, headers: { 'X-Total-Count': String(shown.length) } };
      },
      'PUT /api/testimonies/admin/waiting': () => {
        stories = stories.map((story) => ({ ...story, is_approved: true }));
        return { body: stories[0] };
      },
    });
    renderApp('/admin/testimonies', { token: 'admin' });

    expect(await screen.findByRole('heading', { name: 'Waiting story' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Pending Approval (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('heading', { name: 'Published story' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve Waiting story' }));
    expect(await screen.findByText('Testimony approved.')).toBeVisible();
    expect(requests.find((sent) => sent.method === 'PUT')?.body).toEqual({ is_approved: true });
    expect(await screen.findByText('No testimonies in this category.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Approved (2)' }));
    const list = screen.getByRole('list', { name: 'Testimonies' });
    expect(within(list).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('deletes only after asking', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: admin },
      'GET /api/testimonies/admin/all': { body: [testimony({ title: 'Spam' })] },
      'DELETE /api/testimonies/admin/Spam': { status: 204 },
    });
    renderApp('/admin/testimonies', { token: 'admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Spam' }));
    expect(requests.some((sent) => sent.method === 'DELETE')).toBe(false);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Testimony deleted.')).toBeVisible();
  });
});
