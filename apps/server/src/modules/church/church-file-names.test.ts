/**
 * Every download the server names is named for the church, not for Torch: a renamed church's
 * exports save as 'grace-…' (packages/contract/src/file-names.ts).
 */
import { defaultChurchSettings } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, call, server, serverPerFile } from '../../../test/harness';
import { createUser } from '../../../test/test-server';

serverPerFile({ admin: true, options: { now: () => new Date('2026-12-02T08:00:00Z') } });

const fileName = (disposition: unknown) =>
  /^attachment; filename="([^"]+)"$/.exec(String(disposition))?.[1];

async function download(path: string, token = adminToken) {
  const response = await call(server, 'GET', path, { token });
  expect(response.statusCode).toBe(200);
  return fileName(response.headers['content-disposition']);
}

describe("the exports' file names", () => {
  it("start with the church's short name, and follow a rename at once", async () => {
    await server.services.church.save({
      ...defaultChurchSettings,
      name: 'Grace Community Church',
      shortName: 'Grace',
    });
    const event = await call(server, 'POST', '/api/events', {
      token: adminToken,
      payload: {
        title: 'Couples Dinner',
        location: 'Serena Hotel',
        event_date: '2026-12-20',
        event_time: '7:00 PM - 10:00 PM',
        registration_required: true,
      },
    });
    expect(event.statusCode).toBe(201);
    const eventId = event.json<{ _id: string }>()._id;
    const member = await createUser(server);

    expect(await download('/api/admin/newsletter-subscribers/export')).toBe(
      'grace-subscribers-2026-12-02.csv',
    );
    expect(await download(`/api/events/${eventId}/registrations/export`)).toBe(
      'grace-registrations-2026-12-02.csv',
    );
    expect(await download('/api/admin/donations/export')).toMatch(
      /^grace-gifts-(live|test)-2026-12-02\.csv$/,
    );
    expect(await download('/api/profile/export', member.token)).toBe('my-grace-data.json');

    // A short name with no Latin letters: the full name, made safe for a file name.
    await server.services.church.save({
      ...defaultChurchSettings,
      name: 'St. Mark’s Ntinda',
      shortName: 'ማርቆስ',
    });
    expect(await download('/api/profile/export', member.token)).toBe(
      'my-st-mark-s-ntinda-data.json',
    );
  });
});
