/** Password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes). */
import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; the costs are set explicitly so they never drift.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random string, used so an unknown e-mail costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash means no password can match it.
    return false;
  }
}
