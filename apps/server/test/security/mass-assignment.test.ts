/**
 * Mass assignment (docs/security.md): every write route is sent the fields an attacker would add to a
 * valid body (a role, someone else's id, an approval, a status, a creation date). None of them
 * may reach what is stored: each case reads the record back the way the church's staff see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_CASES, findTagged, openWriteBench, type WriteBench } from './write-cases';

const SMUGGLED_ID = '00000000-0000-4000-8000-00000000dead';
const SMUGGLED_DATE = '2001-02-03T04:05:06.000Z';
const SMUGGLED_NAME = 'Pastor Impostor';

/** Extra fields no write route accepts from a client. */
const SMUGGLED = {
  role: 'Super-Admin',
  email: 'hijack@example.org',
  _id: SMUGGLED_ID,
  id: SMUGGLED_ID,
  authorId: SMUGGLED_ID,
  author_id: SMUGGLED_ID,
  user_id: SMUGGLED_ID,
  userId: SMUGGLED_ID,
  authorName: SMUGGLED_NAME,
  is_approved: true,
  isApproved: true,
  is_answered: true,
  is_private: false,
  status: 'Approved',
  created_at: SMUGGLED_DATE,
  createdAt: SMUGGLED_DATE,
  updated_at: SMUGGLED_DATE,
  publishedAt: SMUGGLED_DATE,
  published_at: SMUGGLED_DATE,
};

let bench: WriteBench;
beforeAll(async () => {
  bench = await openWriteBench();
});
afterAll(() => bench.server.close());

describe('extra fields in a write never take effect', () => {
  it.each(WRITE_CASES)('$route as $as', async (writeCase) => {
    const tag = `t${crypto.randomUUID().slice(0, 8)}`;
    const params = (await writeCase.params?.(bench)) ?? {};
    const [method = 'POST', pattern = '/'] = writeCase.route.split(' ');
    const url = pattern.replace(':id', params.id ?? '');
    const body = { ...SMUGGLED, ...writeCase.body(tag), ...params };
    const response = await bench.call(method, url, writeCase.as, body);
    expect(response.statusCode, response.body).toBeLessThan(300);

    const answered = response.body;
    for (const smuggled of [SMUGGLED_ID, SMUGGLED_DATE.slice(0, 10), SMUGGLED_NAME]) {
      expect(answered).not.toContain(smuggled);
    }
    // The caller is still who they were.
    if (writeCase.as !== 'visitor') {
      const me = await bench.call('GET', '/api/profile/me', writeCase.as);
      const roles = { member: 'User', admin: 'Admin', 'super-admin': 'Super-Admin' };
      expect(me.json<{ role: string }>().role).toBe(roles[writeCase.as]);
    }
    if (!writeCase.readBack) return;

    const list = await bench.call('GET', writeCase.readBack, 'admin');
    expect(list.statusCode).toBe(200);
    const record = findTagged(list.json(), tag);
    expect(record, `no record with ${tag} in ${writeCase.readBack}`).toBeDefined();
    const stored = JSON.stringify(record);
    for (const smuggled of [SMUGGLED_ID, SMUGGLED_DATE.slice(0, 10), SMUGGLED_NAME]) {
      expect(stored).not.toContain(smuggled);
    }
    expect(record).toMatchObject(writeCase.stored?.(bench) ?? {});
  });

  it('covers every write route a visitor or member can reach', () => {
    const open = bench.server.routes
      .filter((route) => ['POST', 'PUT', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set(WRITE_CASES.map((writeCase) => writeCase.route));
    // Writes that carry no body worth smuggling into: sign-in and sign-out (everywhere), the
    // password routes (an address, a token and passwords, nothing stored from the body as
    // given, or no body at all; their rules are in password-reset.test.ts), the address change
    // and its cancel link (an address, a password, a token; email-change.test.ts), deletions, uploads
    // (multipart, checked in upload-attacks), reactions and read receipts (path and one field),
    // role changes (the role is the field), moderation decisions and the Inbox's read mark (the
    // decision or the mark is the field; their rules are in the services' own tests), and the
    // mobile money callbacks (only a hint to ask the network; giving.test.ts), an event
    // registration's confirm link and the door's check-in (a token or a ticket code is the
    // field; event-registrations/registrations.test.ts), the links in mail (a newsletter's
    // confirmation, a newsletter's or a notification's unsubscribe: the token is the field),
    // the notification switches and a push device (each kind or key is a field; the
    // notifications' own tests), a newsletter's subject and body (newsletter.test.ts), an
    // invitation (an address and a name mailed, nothing stored; invitations.test.ts), and the
    // church's new name written over its old one in the page texts (two names, and only the
    // texts that held the old one change; site-content.test.ts).
    const bodiless =
      /^(DELETE |POST \/api\/auth\/(log(in|out|out-all)|forgot-password|reset-password)$|PUT \/api\/profile\/(password|email)$|POST \/api\/profile\/email\/(confirm|cancel)$|POST \/api\/users\/(:id\/password-reset|invitations)$|POST \/api\/(uploads|cloudinary|ai)|PUT \/api\/messages|POST \/api\/messages\/:id|PUT \/api\/users|PUT \/api\/(prayer-requests|testimonies)\/admin|PUT \/api\/volunteer\/applications|PUT \/api\/light-campuses\/admin\/applications|PUT \/api\/admin\/contact-messages|POST \/api\/donations\/callbacks|POST \/api\/event-registrations\/confirm$|POST \/api\/events\/:id\/check-ins$|POST \/api\/newsletter\/(confirm$|unsubscribe\/:token$)|POST \/api\/notifications\/unsubscribe$|PUT \/api\/profile\/notifications$|POST \/api\/push\/subscriptions$|POST \/api\/admin\/newsletter\/(test|issues)$|POST \/api\/site-content\/rename(\/preview)?$)/;
    expect(open.filter((route) => !covered.has(route) && !bodiless.test(route))).toEqual([]);
  });
});
