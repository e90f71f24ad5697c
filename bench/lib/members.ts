/**
 * Members stored straight into the database, with tokens for them: hundreds of argon2 sign-ins
 * would take longer than a run and measure nothing asked for. No one signs in with the
 * placeholder hashes; the tokens are what a sign-in would hand out, signed with `secret`.
 */
import { TokenService } from '../../apps/server/src/auth/tokens';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';

export async function createMembers(
  database: DatabaseHandle,
  options: {
    count: number;
    secret: string;
    /** `Bench Member` gives `Bench Member 1`, … */
    name: string;
    /** `bench` gives `bench-1@example.org`, … */
    emailPrefix: string;
  },
): Promise<string[]> {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: options.count }, (_, i) => ({
        fullName: `${options.name} ${i + 1}`,
        email: `${options.emailPrefix}-${i + 1}@example.org`,
        passwordHash: 'bench: no password',
      })),
    )
    .returning({ id: users.id });
  const tokens = new TokenService(options.secret);
  return Promise.all(rows.map(async ({ id }) => (await tokens.issue(id)).token));
}
