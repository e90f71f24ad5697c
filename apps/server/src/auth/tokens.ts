/**
 * Sign-in tokens: HS256 JWTs with `sub`, `jti`, `iat`, a 7-day `exp` and `gen`, the account's
 * session generation (raised by "sign out everywhere"). Only HS256 is accepted, so `alg: none`
 * or a token signed with another algorithm never verifies; the claims of a well-signed token
 * are checked too (UUID ids, an expiry within the lifetime).
 */
import fs from 'node:fs';
import type { webcrypto } from 'node:crypto';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'torch';
/** Clocks of two instances may disagree a little; a token is never issued further ahead. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * A valid signature proves only that the token was made with the key, not that its claims make
 * sense: the ids go into uuid columns and the expiry into a timestamp, so anything else would
 * be a failed query (a 500) rather than a refused session.
 */
const claimsSchema = z.object({
  sub: z.guid(),
  jti: z.guid(),
  exp: z.number().int(),
  gen: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});

export interface TokenClaims {
  userId: string;
  tokenId: string;
  expiresAt: Date;
  /** The account's session generation when the token was issued (0 for tokens without one). */
  generation: number;
}

export class TokenService {
  /** Imported once: importing the raw secret on every call doubles the cost of a verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(userId: string, generation = 0): Promise<{ token: string; claims: TokenClaims }> {
    const tokenId = crypto.randomUUID();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAtSeconds = issuedAt + TOKEN_LIFETIME_SECONDS;
    const token = await new SignJWT({ gen: generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(tokenId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSeconds)
      .sign(await this.key);
    return {
      token,
      claims: { userId, tokenId, expiresAt: new Date(expiresAtSeconds * 1000), generation },
    };
  }

  /** The claims of a valid token, or null for anything expired, tampered or malformed. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
      });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const { sub, jti, exp, gen } = claims.data;
      // No token this server issues lives longer than TOKEN_LIFETIME_SECONDS from now.
      const latestExpiry = Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS;
      if (exp > latestExpiry + CLOCK_SKEW_SECONDS) return null;
      // Tokens issued before sign-out-everywhere existed carry no generation: the first one.
      return { userId: sub, tokenId: jti, expiresAt: new Date(exp * 1000), generation: gen ?? 0 };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/**
 * Outside production a secret is generated once and kept in DATA_DIR, so tokens survive a
 * restart without anyone having to configure one.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const secretPath = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(secretPath, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  fs.writeFileSync(secretPath, secret, { mode: 0o600 });
  return secret;
}
