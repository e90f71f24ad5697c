import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLeader, renderAdmin } from '../../../test/admin-fixtures';

describe('admin leaders', () => {
  it('says there are no leaders and how to start', async () => {
    renderAdmin('/admin/leaders', { 'GET /api/leaders': { body: [] } });
    expect(await screen.findByText('No leaders found')).toBeVisible();
    expect(screen.getByText('Add a new leader profile to get started.')).toBeVisible();
  });

  it('requires a photo and refuses one over 2 MB with the exact message', async () => {
    const { requests, user } = renderAdmin('/admin/leaders', { 'GET /api/leaders': { body: [] } });
    await user.click((await screen.findAllByRole('button', { name: 'Add New Leader' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Leader' });
    await user.type(within(dialog).getByLabelText('Name'), 'Grace Auma');
    await user.type(within(dialog).getByLabelText('Title'), 'Elder');
    await user.type(
      within(dialog).getByLabelText('YouTube introduction URL'),
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await user.type(within(dialog).getByLabelText('Bio'), 'Grace leads the elders.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Leader' }));
    expect(within(dialog).getByText('A photo is required.')).toBeVisible();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grace.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(within(dialog).getByLabelText('Photo', { selector: 'input' }), big);
    expect(
      within(dialog).getByText('Image file is too large. Please use a file under 2MB.'),
    ).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('edits a leader and shows the save toast; a refusal shows the reason', async () => {
    const leader = createLeader();
    let answer = { status: 200, body: leader as unknown };
    const { requests, user } = renderAdmin('/admin/leaders', {
      'GET /api/leaders': { body: [leader] },
      'PUT /api/leaders/leader-1': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Pastor Daniel Mukasa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Leader' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Lead Pastor');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Leader profile saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      title: 'Lead Pastor',
      photoUrl: leader.photoUrl,
    });

    answer = { status: 400, body: { message: 'Title is too long', field: 'title' } };
    await user.click(screen.getByRole('button', { name: 'Edit Pastor Daniel Mukasa' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Leader' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save failed: Title is too long')).toBeVisible();
  });

  it('asks before deleting a leader', async () => {
    let leaders = [createLeader()];
    const { requests, user } = renderAdmin('/admin/leaders', {
      'GET /api/leaders': () => ({ body: leaders }),
      'DELETE /api/leaders/leader-1': () => {
        leaders = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Pastor Daniel Mukasa' }));
    const question = await screen.findByRole('alertdialog');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Leader profile deleted.')).toBeVisible();
    expect(await screen.findByText('No leaders found')).toBeVisible();
  });
});
