/** The public pages draw the church's own words from Site Content, each page its own texts. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

/** The server's answer for each page: only what the church saved (the app fills the rest). */
function savedTexts(saved: Record<string, Record<string, string>>) {
  return {
    'GET /api/site-content': (request: FakeRequest) => {
      const page = new URL(request.path, 'http://x').searchParams.get('page') ?? '';
      return { body: { page, elements: saved[page] ?? {} } };
    },
    'GET /api/campuses': { body: [] },
    'GET /api/leaders': { body: [] },
    'GET /api/blog': { body: [] },
  };
}

describe('public pages read their texts from Site Content', () => {
  it('About shows the saved story, and the demo texts where nothing is saved', async () => {
    const { requests } = fakeApi(
      savedTexts({
        about: {
          intro: 'Grace Chapel began in a garage in Ntinda.',
          missionTitle: 'Why we exist',
          missionText: 'To love Kampala well.',
        },
      }),
    );
    renderApp('/about');
    expect(await screen.findByText('Grace Chapel began in a garage in Ntinda.')).toBeVisible();
    expect(screen.queryByText(/Torch began as a handful of friends/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why we exist' })).toBeVisible();
    expect(screen.getByText('To love Kampala well.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Our Story & Vision', level: 1 })).toBeVisible();
    expect(requests.some((request) => request.path === '/api/site-content?page=about')).toBe(true);
  });

  it("Leadership shows the church's own polity", async () => {
    fakeApi(
      savedTexts({
        leadership: {
          principleTwoTitle: 'Congregational Government',
          principleTwoText: 'The members decide together, led by deacons.',
        },
      }),
    );
    renderApp('/leadership');
    expect(await screen.findByRole('heading', { name: 'Congregational Government' })).toBeVisible();
    expect(screen.getByText('The members decide together, led by deacons.')).toBeVisible();
    expect(screen.queryByText('Biblical Eldership')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Servant Leadership' })).toBeVisible();
  });

  it.each([
    ['/light-campuses', 'campuses'],
    ['/leaders', 'leaders'],
    ['/blog', 'blog'],
  ])('%s opens with its saved introduction', async (path, page) => {
    fakeApi(savedTexts({ [page]: { intro: `Our own words for ${page}.` } }));
    renderApp(path);
    expect(await screen.findByText(`Our own words for ${page}.`)).toBeVisible();
    expect(screen.queryByText(/Torch family|Torch fellowships/)).not.toBeInTheDocument();
  });

  it("New Converts offers the church's own communities", async () => {
    fakeApi(
      savedTexts({
        'new-converts': {
          heroTitle: 'Karibu to the family',
          pheggosName: 'Youth',
          lychnosName: 'Families',
          phosName: 'Elders',
        },
      }),
    );
    renderApp('/new-converts');
    expect(
      await screen.findByRole('heading', { name: 'Karibu to the family', level: 1 }),
    ).toBeVisible();
    for (const name of ['Youth', 'Families', 'Elders']) {
      expect(screen.getByRole('checkbox', { name })).toBeVisible();
    }
    expect(screen.queryByRole('checkbox', { name: 'Pheggos' })).not.toBeInTheDocument();
  });
});
