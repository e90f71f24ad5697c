/**
 * The demo church as an operator meets it: a real server process on a fresh data directory
 * seeds once, keeps its content across a restart without doubling it, and SEED_DEMO=false
 * starts empty. PGlite only, like the other process tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChurchSettings, Event, Leader } from '@torch/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { killSpawned, spawnServer } from '../../../test/server-process';

afterEach(killSpawned);

async function start(env: Record<string, string>) {
  const { child, exit, ready, output } = spawnServer(env);
  const url = await ready;
  expect(url, output()).not.toBeNull();
  const stop = async () => {
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  };
  return { url: url!, output, stop };
}

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
};

// Each test boots real servers (PGlite initdb included): minutes on a busy machine.
describe('a new install', { timeout: 120_000 }, () => {
  it('shows the demo church on first start, with its images, and never seeds it twice', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-demo-'));
    const first = await start({ DATA_DIR: dataDir });
    const events = await getJson<Event[]>(`${first.url}/api/events`);
    expect(events).toHaveLength(6);
    expect(events[0]?.event_date).toBe('recurring-tuesday');
    const [leader] = await getJson<Leader[]>(`${first.url}/api/leaders`);
    const photo = await fetch(`${first.url}${leader!.photoUrl}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(first.output().match(/Demo content seeded/g)).toHaveLength(1);
    await first.stop();

    const second = await start({ DATA_DIR: dataDir });
    expect(await getJson<Event[]>(`${second.url}/api/events`)).toHaveLength(6);
    expect(second.output()).not.toContain('Demo content seeded');
    await second.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts empty, but named, with SEED_DEMO=false', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-demo-'));
    const server = await start({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    expect(await getJson<Event[]>(`${server.url}/api/events`)).toEqual([]);
    expect(await getJson<Leader[]>(`${server.url}/api/leaders`)).toEqual([]);
    expect(await getJson<ChurchSettings>(`${server.url}/api/church`)).toMatchObject({
      name: 'Torch Fellowship',
      gatherings: [{ name: 'Tuesday Fellowship', day: 'Tuesday' }],
    });
    expect(server.output()).not.toContain('Demo content seeded');
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
