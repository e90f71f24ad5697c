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

  it("About lists the church's own beliefs under its own heading", async () => {
    fakeApi(
      savedTexts({
        about: {
          beliefsTitle: 'Our convictions',
          beliefTwoTitle: 'One God in three persons',
          beliefTwoText: 'Father, Son and Spirit, one God for ever.',
        },
      }),
    );
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Our convictions' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What we believe' })).not.toBeInTheDocument();
    expect(screen.getByText('One God in three persons')).toBeVisible();
    expect(screen.getByText('Father, Son and Spirit, one God for ever.')).toBeInTheDocument();
    expect(screen.queryByText('The Triune God')).not.toBeInTheDocument();
    // What the church did not change keeps the demo texts.
    expect(screen.getByText('The Scriptures')).toBeVisible();
  });

  it.each([
    ['/light-campuses', 'campuses', { startCampusButton: 'Plant a Campus' }, 'button'],
    ['/leaders', 'leaders', { leadershipButton: 'How we lead' }, 'link'],
    ['/blog', 'blog', {}, null],
  ] as const)(
    '%s shows its saved eyebrow, heading and button',
    async (path, page, button, role) => {
      fakeApi(
        savedTexts({
          [page]: { eyebrow: `Eyebrow of ${page}`, heroTitle: `Heading of ${page}`, ...button },
        }),
      );
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: `Heading of ${page}`, level: 1 }),
      ).toBeVisible();
      expect(screen.getByText(`Eyebrow of ${page}`)).toBeVisible();
      for (const [, label] of Object.entries(button)) {
        expect(screen.getByRole(role ?? 'button', { name: new RegExp(label) })).toBeVisible();
      }
    },
  );

  it('Light Campuses heads its list with the saved section heading', async () => {
    fakeApi(savedTexts({ campuses: { listTitle: 'Fellowships near you' } }));
    renderApp('/light-campuses');
    expect(await screen.findByRole('heading', { name: 'Fellowships near you' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Find a campus near you' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Light Campuses', level: 1 })).toBeVisible();
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
