import {
  aboutTextDefaults,
  blogTextDefaults,
  campusesTextDefaults,
  homeTextDefaults,
  leadersTextDefaults,
  leadershipTextDefaults,
  siteContentDefaults,
  type SiteContentRenameResult,
  torchKidsDefaults,
  type SiteContent,
  type SiteContentPage,
  type TorchKidsContent,
} from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, server, serverPerTest } from '../../../test/harness';
import { bearer, createUser } from '../../../test/test-server';

serverPerTest({ admin: true });

const getPage = (page: string) =>
  server.app.inject({ method: 'GET', url: `/api/site-content?page=${page}` });
const savePage = (payload: object, token = adminToken) =>
  server.app.inject({ method: 'POST', url: '/api/site-content', headers: bearer(token), payload });

describe('site content', () => {
  it('shows the defaults until an admin edits a page', async () => {
    const response = await getPage('home');
    expect(response.json<SiteContent>()).toEqual({
      page: 'home',
      elements: siteContentDefaults.home,
    });
  });

  it('keeps what an admin saves, field by field, and shows it to visitors', async () => {
    expect(
      (await savePage({ page: 'home', elements: { heroTitle: 'Karibu, Welcome Home' } }))
        .statusCode,
    ).toBe(200);
    await savePage({ page: 'home', elements: { connectTitle: 'Find Your People' } });
    const home = (await getPage('home')).json<SiteContent>();
    expect(home.elements).toMatchObject({
      heroTitle: 'Karibu, Welcome Home',
      connectTitle: 'Find Your People',
      heroSubtitle: siteContentDefaults.home.heroSubtitle,
    });
    expect((await getPage('give')).json<SiteContent>().elements).toEqual(siteContentDefaults.give);
  });

  it('refuses unknown pages and fields, and anyone but an admin', async () => {
    expect((await getPage('secret')).statusCode).toBe(400);
    const wrongField = await savePage({ page: 'give', elements: { heroTitle: 'x' } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ field: 'elements.heroTitle' });
    const member = await createUser(server);
    expect(
      (await savePage({ page: 'home', elements: { heroTitle: 'x' } }, member.token)).statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/site-content', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await getPage('home')).json<SiteContent>().elements.heroTitle).toBe(
      siteContentDefaults.home.heroTitle,
    );
  });
});

describe("every public page's texts", () => {
  it('serves each page its demo texts, and an admin edit of the About page to visitors', async () => {
    expect((await getPage('about')).json<SiteContent>().elements).toEqual(aboutTextDefaults);
    expect((await getPage('new-converts')).json<SiteContent>().elements).toMatchObject({
      pheggosName: 'Pheggos',
      lychnosName: 'Lychnos',
      phosName: 'Phos',
    });
    const saved = await savePage({
      page: 'about',
      elements: { intro: 'Grace Chapel began in a garage in Ntinda.' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await getPage('about')).json<SiteContent>().elements).toEqual({
      ...aboutTextDefaults,
      intro: 'Grace Chapel began in a garage in Ntinda.',
    });
  });

  it("keeps the About beliefs and the list pages' eyebrows, headings and buttons", async () => {
    for (const [page, defaults] of [
      ['campuses', campusesTextDefaults],
      ['leaders', leadersTextDefaults],
      ['blog', blogTextDefaults],
    ] as const) {
      expect((await getPage(page)).json<SiteContent>().elements).toEqual(defaults);
    }
    const edits = {
      about: { beliefsTitle: 'Our convictions', beliefFiveText: 'The Spirit gives life.' },
      campuses: {
        eyebrow: 'Fellowship',
        heroTitle: 'Campus Fellowships',
        startCampusButton: 'Plant a Campus',
        listTitle: 'Near you',
      },
      leaders: { eyebrow: 'Our Church', heroTitle: 'Our Pastors', leadershipButton: 'How we lead' },
      blog: { eyebrow: 'Stories', heroTitle: 'Journal' },
    };
    for (const [page, elements] of Object.entries(edits)) {
      expect((await savePage({ page, elements })).statusCode).toBe(200);
    }
    for (const [page, elements] of Object.entries(edits)) {
      expect((await getPage(page)).json<SiteContent>().elements).toEqual({
        ...siteContentDefaults[page as SiteContentPage],
        ...elements,
      });
    }
    // A key no page lists is still refused, and a new text is as plain as the others.
    const unknown = await savePage({ page: 'about', elements: { beliefSixTitle: 'Baptism' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'elements.beliefSixTitle' });
    const markup = await savePage({ page: 'blog', elements: { eyebrow: '<b>News</b>' } });
    expect(markup.statusCode).toBe(400);
    expect(markup.json()).toMatchObject({ field: 'elements.eyebrow' });
    expect((await getPage('blog')).json<SiteContent>().elements.eyebrow).toBe('Stories');
  });

  it('keeps a text plain: markup and control characters are refused, naming the text', async () => {
    const markup = await savePage({
      page: 'leadership',
      elements: { intro: '<img src=x onerror="alert(1)">We <b>serve</b> first.' },
    });
    expect(markup.statusCode).toBe(400);
    expect(markup.json()).toMatchObject({
      message: 'Page texts are plain text: take out the tags, such as <b> or <img>',
      field: 'elements.intro',
    });
    const control = await savePage({ page: 'leadership', elements: { intro: 'We\u0007 serve.' } });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ field: 'elements.intro' });
    const saved = await savePage({
      page: 'leadership',
      elements: {
        intro: 'We serve first.\r\nAlways.',
        principleOneText: 'Love > fear, and 3 < 5.',
      },
    });
    expect(saved.statusCode).toBe(200);
    const { elements } = (await getPage('leadership')).json<SiteContent>();
    expect(elements.intro).toBe('We serve first.\nAlways.');
    expect(elements.principleOneText).toBe('Love > fear, and 3 < 5.');
  });

  it("refuses another page's fields, over-long texts, and anyone but an admin", async () => {
    const wrongField = await savePage({ page: 'blog', elements: { startCampusButton: 'News' } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ field: 'elements.startCampusButton' });
    const tooLong = await savePage({ page: 'campuses', elements: { intro: 'x'.repeat(2001) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'Each text must be at most 2000 characters',
      field: 'elements.intro',
    });
    const member = await createUser(server);
    const refused = await savePage(
      { page: 'about', elements: { intro: 'Mine now' } },
      member.token,
    );
    expect(refused.statusCode).toBe(403);
    expect((await getPage('about')).json<SiteContent>().elements.intro).toBe(
      aboutTextDefaults.intro,
    );
  });
});

describe("the church's new name in its page texts", () => {
  const renames = {
    renames: [
      { from: 'Torch Fellowship', to: 'Grace Chapel' },
      { from: 'Torch', to: 'Grace' },
    ],
  };
  const rename = (path: string, payload: object = renames, token = adminToken) =>
    server.app.inject({
      method: 'POST',
      url: `/api/site-content/${path}`,
      headers: bearer(token),
      payload,
    });

  it('counts the texts that still hold an old name, then rewrites only those', async () => {
    await savePage({ page: 'leaders', elements: { intro: 'Meet the people who lead us.' } });
    const preview = (await rename('rename/preview')).json<SiteContentRenameResult>();
    expect(preview.texts).toContainEqual({ page: 'home', field: 'heroTitle' });
    expect(preview.texts).toContainEqual({ page: 'about', field: 'intro' });
    expect(preview.texts).not.toContainEqual({ page: 'leaders', field: 'intro' });
    expect(preview.count).toBe(preview.texts.length);
    // Nothing changes until the admin confirms.
    expect((await getPage('home')).json<SiteContent>().elements.heroTitle).toBe(
      homeTextDefaults.heroTitle,
    );

    const applied = (await rename('rename')).json<SiteContentRenameResult>();
    expect(applied).toEqual(preview);
    expect((await getPage('home')).json<SiteContent>().elements.heroTitle).toBe(
      'Welcome to Grace Chapel',
    );
    expect((await getPage('leadership')).json<SiteContent>().elements.structureLightCampuses).toBe(
      leadershipTextDefaults.structureLightCampuses.replace('Torch family', 'Grace family'),
    );
    expect((await getPage('leaders')).json<SiteContent>().elements.intro).toBe(
      'Meet the people who lead us.',
    );
    expect((await rename('rename/preview')).json<SiteContentRenameResult>().count).toBe(0);
  });

  it('leaves a full name that stays alone when only the short name changes', async () => {
    const onlyShort = {
      renames: [
        { from: 'Torch Fellowship', to: 'Torch Fellowship' },
        { from: 'Torch', to: 'Ntinda' },
      ],
    };
    await rename('rename', onlyShort);
    expect((await getPage('home')).json<SiteContent>().elements.heroTitle).toBe(
      'Welcome to Torch Fellowship',
    );
    expect((await getPage('blog')).json<SiteContent>().elements.intro).toContain('Ntinda family');
  });

  it('needs an admin and a new name', async () => {
    const member = await createUser(server);
    expect((await rename('rename', renames, member.token)).statusCode).toBe(403);
    const blank = await rename('rename', { renames: [{ from: 'Torch Fellowship', to: ' ' }] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'The new name is required' });
    expect((await getPage('home')).json<SiteContent>().elements.heroTitle).toBe(
      homeTextDefaults.heroTitle,
    );
  });
});

describe('Torch Stars content', () => {
  const full = {
    ...torchKidsDefaults,
    heroTitle: 'Torch Stars Kids',
    groupsText: 'Sparks and Flames',
  };

  it('starts from the defaults and saves all six texts', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/torch-kids' })).json()).toEqual(
      torchKidsDefaults,
    );
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/torch-kids/admin',
      headers: bearer(adminToken),
      payload: full,
    });
    expect(saved.json<TorchKidsContent>()).toEqual(full);
    expect((await server.app.inject({ method: 'GET', url: '/api/torch-kids' })).json()).toEqual(
      full,
    );
    const adminView = await server.app.inject({
      method: 'GET',
      url: '/api/torch-kids/admin',
      headers: bearer(adminToken),
    });
    expect(adminView.json()).toEqual(full);
  });

  it('requires every text and an admin', async () => {
    const blank = await server.app.inject({
      method: 'PUT',
      url: '/api/torch-kids/admin',
      headers: bearer(adminToken),
      payload: { ...full, safetyText: ' ' },
    });
    expect(blank.json()).toEqual({
      message: 'Safety Section Text is required',
      field: 'safetyText',
    });
    const member = await createUser(server);
    const refused = await server.app.inject({
      method: 'PUT',
      url: '/api/torch-kids/admin',
      headers: bearer(member.token),
      payload: full,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/torch-kids/admin',
          headers: bearer(member.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
