import { torchKidsDefaults } from '@torch/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';

describe('admin Torch Stars', () => {
  it('saves the hero and page texts in one form', async () => {
    const { requests, user } = renderAdmin('/admin/torch-kids', {
      'GET /api/torch-kids/admin': { body: torchKidsDefaults },
      'PUT /api/torch-kids/admin': (request) => ({ body: request.body }),
    });
    expect(await screen.findByRole('group', { name: 'Hero Section' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Page Content' })).toBeVisible();
    await user.clear(screen.getByLabelText('Age Groups Text'));
    await user.type(screen.getByLabelText('Age Groups Text'), 'Sparks and Flames');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Torch Stars content saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      ...torchKidsDefaults,
      groupsText: 'Sparks and Flames',
    });
  });

  it('requires every text and reports a failed save', async () => {
    const { requests, user } = renderAdmin('/admin/torch-kids', {
      'GET /api/torch-kids/admin': { body: torchKidsDefaults },
      'PUT /api/torch-kids/admin': { status: 500, body: { message: 'Database is down' } },
    });
    await user.clear(await screen.findByLabelText('Hero Title'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Hero Title is required')).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText('Hero Title'), 'Torch Stars');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed: Database is down')).toBeVisible();
  });
});
