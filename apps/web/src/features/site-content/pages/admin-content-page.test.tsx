import {
  aboutTextDefaults,
  campusesTextDefaults,
  siteContentDefaults,
  type SiteContentPage,
} from '@torch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';
import { type FakeRequest } from '../../../test/fake-api';

const pageOf = (request: FakeRequest) => new URL(request.path, 'http://x').searchParams.get('page');

/** The Site Content screen over a server that holds every page's defaults and echoes a save. */
const renderEditorWithDefaults = () =>
  renderAdmin('/admin/content', {
    'GET /api/site-content': (request) => {
      const page = pageOf(request) as SiteContentPage;
      return { body: { page, elements: siteContentDefaults[page] } };
    },
    'POST /api/site-content': (request) => ({ body: request.body }),
  });

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
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toHaveLength(9);
  });

  it("edits the About page's story section by section, with a preview that follows the typing", async () => {
    const { requests, user } = renderEditorWithDefaults();
    await screen.findByLabelText('Hero Title');
    const tabs = within(screen.getByRole('tablist'))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Home',
      'Give',
      'Contact',
      'About',
      'Leadership',
      'Light Campuses',
      'Leaders',
      'Blog',
      'New Converts',
    ]);
    await user.click(screen.getByRole('tab', { name: 'About' }));

    const welcome = await screen.findByRole('group', { name: 'Welcome' });
    const intro = await within(welcome).findByLabelText('Introduction');
    expect(intro).toHaveValue(aboutTextDefaults.intro);
    expect(
      within(screen.getByRole('group', { name: 'What drives us' })).getByLabelText(
        'First card text',
      ),
    ).toHaveValue(aboutTextDefaults.missionText);
    await user.clear(intro);
    await user.type(intro, 'Grace Chapel began in a garage.');
    // The preview of the section shows the new words before anything is saved.
    expect(within(welcome).getByRole('figure')).toHaveTextContent(
      'Grace Chapel began in a garage.',
    );
    await user.clear(intro);
    expect(within(welcome).getByRole('figure')).toHaveTextContent(aboutTextDefaults.intro);
    await user.type(intro, 'Grace Chapel began in a garage.');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Content saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      page: 'about',
      elements: { ...aboutTextDefaults, intro: 'Grace Chapel began in a garage.' },
    });
  });

  it("edits the About beliefs and a list page's eyebrow, heading and button, with previews", async () => {
    const { requests, user } = renderEditorWithDefaults();
    await screen.findByLabelText('Hero Title');
    await user.click(screen.getByRole('tab', { name: 'About' }));
    const beliefs = await screen.findByRole('group', { name: 'What we believe' });
    expect(within(beliefs).getByLabelText('Section heading')).toHaveValue(
      aboutTextDefaults.beliefsTitle,
    );
    const second = within(beliefs).getByLabelText('Item 2 heading');
    expect(second).toHaveValue(aboutTextDefaults.beliefTwoTitle);
    await user.clear(second);
    await user.type(second, 'One God in three persons');
    expect(within(beliefs).getByRole('figure')).toHaveTextContent('One God in three persons');

    await user.click(screen.getByRole('tab', { name: 'Light Campuses' }));
    const welcome = await screen.findByRole('group', { name: 'Welcome' });
    expect(await within(welcome).findByLabelText('Eyebrow')).toHaveValue(
      campusesTextDefaults.eyebrow,
    );
    expect(within(welcome).getByLabelText('Page heading')).toHaveValue(
      campusesTextDefaults.heroTitle,
    );
    const button = within(welcome).getByLabelText('Button');
    await user.clear(button);
    await user.type(button, 'Plant a Campus');
    expect(within(welcome).getByRole('figure')).toHaveTextContent('Plant a Campus');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Content saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      page: 'campuses',
      elements: { ...campusesTextDefaults, startCampusButton: 'Plant a Campus' },
    });
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
