import type { User, UserDirectoryEntry } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { call, server, serverPerFile } from '../../../test/harness';
import { createAdmin, createUser } from '../../../test/test-server';
import { users } from '../../db/schema';

serverPerFile();

let admin: string;
let member: string;

/** Many members in one statement, named "Member 001"…, each with an address of their own. */
async function addMembers(
  count: number,
  name = (i: number) => `Member ${String(i).padStart(3, '0')}`,
) {
  await server.database.db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      fullName: name(i + 1),
      email: `m${i + 1}-${crypto.randomUUID().slice(0, 6)}@parish.example`,
      passwordHash: 'x',
    })),
  );
}

const list = async (url: string, token: string) => {
  const response = await call(server, 'GET', url, { token });
  expect(response.statusCode, url).toBe(200);
  return {
    items: response.json<UserDirectoryEntry[]>(),
    total: Number(response.headers['x-total-count']),
    next: response.headers.link as string | undefined,
  };
};

const nextUrl = (link: string | undefined) => link?.match(/<([^>]*)>/)?.[1];

describe('the directory, a page at a time', () => {
  it('answers a request without parameters with the first 50 names in order, and the total', async () => {
    admin = (await createAdmin(server, { fullName: 'Aaron Admin', email: 'office@parish.example' }))
      .token;
    member = (await createUser(server, { fullName: 'Zed Member', email: 'zed@home.example' }))
      .token;
    await addMembers(118);
    await createUser(server, {
      fullName: 'nakato Miriam',
      email: 'nakato@home.example',
      role: 'Admin',
    });

    const first = await list('/api/users', member);
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(121);
    const names = first.items.map((u) => u.fullName);
    expect(names[0]).toBe('Aaron Admin');
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(first.next).toMatch(/^<\/api\/users\?cursor=[\w-]+>; rel="next"$/);
  });

  it('walks every page through the Link header, each person once', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/api/users?limit=40';
    while (url) {
      const page = await list(url, member);
      expect(page.total).toBe(121);
      seen.push(...page.items.map((u) => u.id));
      url = nextUrl(page.next);
    }
    expect(seen).toHaveLength(121);
    expect(new Set(seen).size).toBe(121);
  });

  it('finds any part of a name, case-insensitive, for members and admins', async () => {
    const forMember = await list('/api/users?q=%20miriam%20', member);
    expect(forMember.items.map((u) => u.fullName)).toEqual(['nakato Miriam']);
    expect(forMember.total).toBe(1);
    expect(forMember.next).toBeUndefined();
    const many = await list('/api/users?q=member%2010&limit=5', member);
    expect(many.items.map((u) => u.fullName)).toEqual([
      'Member 100',
      'Member 101',
      'Member 102',
      'Member 103',
      'Member 104',
    ]);
    expect(many.total).toBe(10);
    // % and _ are letters in a search, not wildcards.
    expect((await list('/api/users?q=%25', member)).items).toEqual([]);
  });

  it('matches e-mail addresses for admins, never for members', async () => {
    const forAdmin = await list('/api/users?q=parish.example', admin);
    expect(forAdmin.total).toBe(119);
    expect(forAdmin.items[0]).toMatchObject({
      fullName: 'Aaron Admin',
      email: 'office@parish.example',
    });

    const forMember = await list('/api/users?q=parish.example', member);
    expect(forMember.items).toEqual([]);
    expect(forMember.total).toBe(0);
    const byAddress = await list('/api/users?q=zed@home', member);
    expect(byAddress.total).toBe(0);
    const byName = await list('/api/users?q=zed', member);
    expect(byName.items.map((u) => u.fullName)).toEqual(['Zed Member']);
    expect(JSON.stringify(byName.items)).not.toContain('@');
  });

  it('filters by role for admins and ignores the filter for members', async () => {
    const admins = await list('/api/users?role=Admin', admin);
    expect(admins.items.map((u) => (u as User).fullName)).toEqual(['Aaron Admin', 'nakato Miriam']);
    expect(admins.total).toBe(2);
    const both = await list('/api/users?role=Admin&q=miriam', admin);
    expect(both.total).toBe(1);
    const forMember = await list('/api/users?role=Admin', member);
    expect(forMember.total).toBe(121);
  });

  it('refuses parameters outside the contract and cursors it did not hand out', async () => {
    for (const query of ['limit=0', 'limit=101', 'role=Pope', `q=${'x'.repeat(101)}`]) {
      expect(
        (await call(server, 'GET', `/api/users?${query}`, { token: member })).statusCode,
        query,
      ).toBe(400);
    }
    const bad = await call(server, 'GET', '/api/users?cursor=nonsense', { token: member });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'That page of the list no longer exists; load the list again',
    });
  });
});
