import type { NewConvert } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { call, server, serverPerTest } from '../../../test/harness';
import { createAdmin, createUser } from '../../../test/test-server';

serverPerTest();

const form = {
  firstName: 'Moses',
  lastName: 'Ssali',
  areaCode: '+256',
  phoneNumber: '772 123456',
  email: 'moses@example.org',
  country: 'Uganda',
  whatsApp: 'yes',
  whatsAppGroup: 'no',
  community: ['lychnos', 'phos'],
  agree: 'yes',
};
const submit = (payload: object) => call(server, 'POST', '/api/new-converts', { payload });
const list = (token?: string) => call(server, 'GET', '/api/new-converts', { token });

describe('new converts', () => {
  it('receives the form without echoing the details, and shows it to admins only', async () => {
    const sent = await submit(form);
    expect(sent.statusCode).toBe(201);
    expect(JSON.stringify(sent.json())).not.toContain('772 123456');

    const admin = await createAdmin(server);
    expect((await list(admin.token)).json<NewConvert[]>()).toEqual([
      expect.objectContaining({ ...form, community: ['lychnos', 'phos'] }),
    ]);

    const member = await createUser(server);
    expect((await list(member.token)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
  });

  it('requires the named fields and knows only the three communities', async () => {
    const missing = await submit({ ...form, country: '' });
    expect(missing.json()).toEqual({ message: 'Country is required', field: 'country' });
    const unknown = await submit({ ...form, community: ['elsewhere'] });
    expect(unknown.statusCode).toBe(400);
    const minimal = await submit({
      firstName: 'A',
      lastName: 'B',
      areaCode: '256',
      phoneNumber: '0772123456',
      email: 'a@example.org',
      country: 'Kenya',
    });
    expect(minimal.statusCode).toBe(201);
  });
});
