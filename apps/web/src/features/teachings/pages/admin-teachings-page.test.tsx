import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTeaching, renderAdmin } from '../../../test/admin-fixtures';

describe('admin teachings', () => {
  it('checks every field with the shared schema before anything is sent', async () => {
    const { requests, user } = renderAdmin('/admin/teachings', {
      'GET /api/teachings': { body: [] },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add Teaching' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Teaching' });
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'https://vimeo.com/123');
    await user.click(within(dialog).getByRole('button', { name: 'Add Teaching' }));

    for (const message of [
      'Title is required',
      'Speaker is required',
      'Date is required',
      'Category is required',
      'Invalid YouTube URL provided for this teaching.',
      'Description is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
    expect(within(dialog).getByLabelText('YouTube URL')).toHaveAttribute('type', 'url');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('saves a new teaching, says so, and refreshes the list', async () => {
    const saved = createTeaching({ _id: 'new', title: 'Hope for the Weary' });
    let list = [createTeaching()];
    const { requests, user } = renderAdmin('/admin/teachings', {
      'GET /api/teachings': () => ({ body: list }),
      'POST /api/teachings': () => {
        list = [saved, ...list];
        return { status: 201, body: saved };
      },
    });
    await screen.findByText('Faith That Walks on Water');
    await user.click(screen.getByRole('button', { name: 'Add Teaching' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'Hope for the Weary');
    await user.type(within(dialog).getByLabelText('Speaker'), 'Esther Akello');
    await user.type(within(dialog).getByLabelText('Date'), '2026-10-13');
    await user.type(within(dialog).getByLabelText('Category'), 'Hope');
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.type(within(dialog).getByLabelText('Description'), 'Rest for the weary.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Teaching' }));

    expect(await screen.findByText('Teaching saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      title: 'Hope for the Weary',
      preached_at: '2026-10-13',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(await screen.findByText('Hope for the Weary')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before deleting, and deletes only after the answer', async () => {
    const { requests, user } = renderAdmin('/admin/teachings', {
      'GET /api/teachings': { body: [createTeaching()] },
      'DELETE /api/teachings/teaching-1': { status: 204 },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete Faith That Walks on Water' }),
    );

    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Are you sure you want to permanently delete this teaching?',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Faith That Walks on Water' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Teaching deleted successfully!')).toBeVisible();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it("puts a teaching back and shows the server's reason when deletion fails", async () => {
    const { user } = renderAdmin('/admin/teachings', {
      'GET /api/teachings': { body: [createTeaching()] },
      'DELETE /api/teachings/teaching-1': { status: 403, body: { message: 'Admins only' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete Faith That Walks on Water' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Error deleting teaching: Admins only')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Faith That Walks on Water')).toBeVisible());
  });
});
