/**
 * Tokens an attacker who knew (or guessed) the signing key could make, for the tests that check
 * the server trusts nothing in a token the database does not back up.
 */
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from '../test-server';

/** The claims of a real token, read without checking it, as anyone holding it can. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    jti: string;
    iss: string;
    iat: number;
    exp: number;
  };

export interface Forgery {
  secret?: string;
  alg?: string;
  claims?: Record<string, unknown>;
}

/**
 * A token shaped like the app's own for the account and session of `realToken`, changed as
 * `forgery` says; by default signed with the key createTestServer gives the app.
 */
export function forgeFrom(
  realToken: string,
  { secret = TEST_JWT_SECRET, alg = 'HS256', claims = {} }: Forgery,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { sub, jti } = claimsOf(realToken);
  return new SignJWT({ sub, jti, iss: 'torch', iat: now, exp: now + 3600, ...claims })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}
