import type { ContactMessage } from '@torch/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestServer,
  createUser,
  type TestServer,
} from '../../../test/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
});

const message = {
  name: 'Esther Nakato',
  email: 'esther@example.org',
  subject: 'Visiting on Tuesday',
  message: 'Is there parking?',
};

describe('the contact form', () => {
  it('stores a message for the staff to read', async () => {
    server = await createTestServer();
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: message,
    });
    expect(sent.statusCode).toBe(201);
    const admin = await createAdmin(server);
    const inbox = await server.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: bearer(admin.token),
    });
    expect(inbox.json<ContactMessage[]>()).toEqual([expect.objectContaining(message)]);
  });

  it('needs every field and keeps the inbox for admins', async () => {
    server = await createTestServer();
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { ...message, subject: '' },
    });
    expect(missing.json()).toEqual({ message: 'Subject is required', field: 'subject' });
    const badEmail = await server.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { ...message, email: 'esther' },
    });
    expect(badEmail.json()).toMatchObject({ field: 'email' });
    const member = await createUser(server);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/contact-messages',
          headers: bearer(member.token),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('turns away a flood from one address', async () => {
    server = await createTestServer({ PUBLIC_FORM_RATE_LIMIT_PER_IP: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (
          await server.app.inject({
            method: 'POST',
            url: '/api/contact-messages',
            payload: message,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('the newsletter', () => {
  it('subscribes an address once, answering a repeat just as kindly', async () => {
    server = await createTestServer();
    const subscribe = (email: string) =>
      server!.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    const first = await subscribe('Joy@Example.org');
    const repeat = await subscribe('joy@example.org');
    expect(first.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(first.json<{ message: string }>().message).toMatch(/Thank you for subscribing/);
    const rows = await server.database.db.query.newsletterSubscriptions.findMany();
    expect(rows.map((row) => row.email)).toEqual(['joy@example.org']);
  });

  it('refuses an address that is not one', async () => {
    server = await createTestServer();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'not-an-email' },
    });
    expect(response.json()).toEqual({ message: 'Enter a valid email address', field: 'email' });
  });
});
