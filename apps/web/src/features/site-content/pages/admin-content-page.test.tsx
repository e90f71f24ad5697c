import { siteContentDefaults } from '@torch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';
import { type FakeRequest } from '../../../test/fake-api';

const pageOf = (request: FakeRequest) => new URL(request.path, 'http://x').searchParams.get('page');

describe('admin site content', () => {
  it('edits each page on its own tab and saves it with Save Content', async () => {
    const { requests, user } = renderAdmin('/admin/content', {
      'GET /api/site-content': (request) => {
        const page = pageOf(request) as 'home' | 'give' | 'contact';
        return { body: { page, elements: siteContentDefaults[page] } };
      },
      'POST /api/site-content': (request) => ({ body: request.body }),
    });

    const heroTitle = await screen.findByLabelText('Hero Title');
    expect(heroTitle.tagName).toBe('INPUT');
    expect(screen.getByLabelText('Hero Subtitle').tagName).toBe('TEXTAREA');
    await user.click(screen.getByRole('tab', { name: 'Give' }));
    expect((await screen.findByLabelText('Give Verse')).tagName).toBe('TEXTAREA');
    await user.clear(screen.getByLabelText('Give Title'));
    await user.type(screen.getByLabelText('Give Title'), 'Sow with Joy');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Content saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      page: 'give',
      elements: { giveTitle: 'Sow with Joy', giveVerse: siteContentDefaults.give.giveVerse },
    });
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toHaveLength(3);
  });

  it("shows the server's reason when saving fails", async () => {
    renderAdmin('/admin/content', {
      'GET /api/site-content': { body: { page: 'home', elements: siteContentDefaults.home } },
      'POST /api/site-content': { status: 403, body: { message: 'Admins only' } },
    });
    await screen.findByLabelText('Hero Title');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Error saving content: Admins only')).toBeVisible();
  });
});
