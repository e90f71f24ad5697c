/** The Torch Stars page never says Tuesday unless the church wrote it (docs/configuration.md). */
import { torchKidsDefaults, torchKidsFormerAboutText } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, call, server, serverPerFile } from '../../../test/harness';

serverPerFile({ admin: true });

const read = async () =>
  (await call(server, 'GET', '/api/torch-kids')).json<typeof torchKidsDefaults>();
const save = (aboutText: string) =>
  call(server, 'PUT', '/api/torch-kids/admin', {
    token: adminToken,
    payload: { ...torchKidsDefaults, aboutText },
  });

describe("the Torch Stars page's about text", () => {
  it('names no weekday by default, reads the seed’s former text as the default, keeps an edit', async () => {
    expect((await read()).aboutText).not.toMatch(/Tuesday/);
    await save(torchKidsFormerAboutText);
    expect((await read()).aboutText).toBe(torchKidsDefaults.aboutText);
    await save('Every Tuesday, our own words.');
    expect((await read()).aboutText).toBe('Every Tuesday, our own words.');
  });
});
