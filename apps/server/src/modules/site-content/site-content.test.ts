import {
  siteContentDefaults,
  torchKidsDefaults,
  type SiteContent,
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
