import { defaultChurchSettings, type ChurchSettings } from '@torch/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { adminToken, server, serverPerTest, url } from '../../../test/harness';
import { socketClients } from '../../../test/socket-clients';
import { bearer, createUser } from '../../../test/test-server';

serverPerTest({ admin: true, listen: true });
const sockets = socketClients();
afterEach(sockets.closeAll);

const readChurch = () => server.app.inject({ method: 'GET', url: '/api/church' });
const saveChurch = (payload: object, token: string) =>
  server.app.inject({ method: 'PUT', url: '/api/church', headers: bearer(token), payload });

const kampalaBranch: ChurchSettings = {
  ...defaultChurchSettings,
  name: 'Light of Ntinda Church',
  shortName: 'Ntinda',
  phone: '+256 772 000 111',
  brandColour: '#1d4ed8',
  locale: 'en-UG',
  gatherings: [{ name: 'Sunday Worship', day: 'Sunday', start: '09:30', end: '12:00' }],
};

describe('church settings', () => {
  it("shows Torch Fellowship's values on a fresh install, to anyone, as never configured", async () => {
    const response = await readChurch();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...defaultChurchSettings, configured: false });
  });

  it('lets a Super-Admin change them, and every open page hears the change', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const visitor = await sockets.listen(url);

    const saved = await saveChurch(kampalaBranch, owner.token);
    expect(saved.statusCode).toBe(200);
    expect((await readChurch()).json()).toEqual({ ...kampalaBranch, configured: true });
    expect(await visitor.next('church-updated')).toMatchObject({
      name: 'Light of Ntinda Church',
      phone: '+256 772 000 111',
    });
  });

  it('is refused to an Admin, a member and a visitor, and nothing changes', async () => {
    const member = await createUser(server);
    expect((await saveChurch(kampalaBranch, adminToken)).statusCode).toBe(403);
    expect((await saveChurch(kampalaBranch, member.token)).statusCode).toBe(403);
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: '/api/church',
      payload: kampalaBranch,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await readChurch()).json<ChurchSettings>().name).toBe(defaultChurchSettings.name);
  });

  it('names the field that is wrong: a pale colour, a time zone, a locale, a gathering that ends first', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const cases: [Partial<ChurchSettings>, string, RegExp][] = [
      [{ brandColour: '#fde68a' }, 'brandColour', /hard to read/],
      [{ timeZone: 'Africa/Atlantis' }, 'timeZone', /time zone/],
      [{ locale: 'English' }, 'locale', /locale such as en-US/],
      [{ locale: 'zz-ZZ' }, 'locale', /locale such as en-US/],
      [
        { gatherings: [{ name: 'Prayer', day: 'Friday', start: '19:00', end: '18:00' }] },
        'gatherings.0.end',
        /end after it starts/,
      ],
      [{ currency: 'shillings' }, 'currency', /currency code/],
    ];
    for (const [change, field, message] of cases) {
      const response = await saveChurch({ ...kampalaBranch, ...change }, owner.token);
      expect(response.statusCode).toBe(400);
      const error = response.json<{ message: string; field: string }>();
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
    }
    expect((await readChurch()).json<ChurchSettings>().name).toBe(defaultChurchSettings.name);
  });

  it('refuses two fund names that make the same fund id, on the second one', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const response = await saveChurch(
      { ...kampalaBranch, funds: ['Building Fund', 'Missions', 'building fund'] },
      owner.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: '"building fund" is the same fund as "Building Fund": give each fund its own name',
      field: 'funds.2',
    });
  });

  it('fills a setting the saved row lacks, or no longer passes, with its default', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    await saveChurch(kampalaBranch, owner.token);
    await server.database.db.execute(
      `update church_settings set settings = settings - 'funds' || '{"currency": 42}'::jsonb`,
    );
    const church = (await readChurch()).json<ChurchSettings>();
    expect(church.name).toBe('Light of Ntinda Church');
    expect(church.funds).toEqual(defaultChurchSettings.funds);
    expect(church.currency).toBe('UGX');
  });

  it("ships Uganda's helplines with where each is published, and reads them for settings saved without them", async () => {
    expect((await readChurch()).json<ChurchSettings>().helplines).toEqual([
      expect.objectContaining({ name: 'Sauti Uganda Child Helpline', number: '116' }),
      expect.objectContaining({ name: 'Mental Health Uganda', number: '0800 212121' }),
    ]);
    for (const helpline of defaultChurchSettings.helplines) {
      expect(helpline.purpose).toBeTruthy();
      expect(helpline.source).toMatch(/^https:\/\//);
    }
    const owner = await createUser(server, { role: 'Super-Admin' });
    await saveChurch(kampalaBranch, owner.token);
    await server.database.db.execute(
      `update church_settings set settings = settings - 'helplines' - 'careHelplinesConfirmed'`,
    );
    const church = (await readChurch()).json<ChurchSettings>();
    expect(church.helplines).toEqual(defaultChurchSettings.helplines);
    expect(church.careHelplinesConfirmed).toBeUndefined();
  });

  it('keeps helplines saved before they had a purpose and a source, and the confirmation', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const confirmed = '2026-03-12T09:30:00.000Z';
    const saved = await saveChurch(
      {
        ...kampalaBranch,
        helplines: [{ name: 'Counselling line', number: '0800 21 21 21' }],
        careHelplinesConfirmed: confirmed,
      },
      owner.token,
    );
    expect(saved.statusCode).toBe(200);
    const church = (await readChurch()).json<ChurchSettings>();
    expect(church.helplines).toEqual([{ name: 'Counselling line', number: '0800 21 21 21' }]);
    expect(church.careHelplinesConfirmed).toBe(confirmed);
    const wrong = await saveChurch(
      { ...kampalaBranch, helplines: [{ name: 'Line', number: '116', source: 'not a url' }] },
      owner.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'helplines.0.source' });
  });
});
