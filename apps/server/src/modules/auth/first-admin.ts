/**
 * Who becomes the install's first admin (docs/configuration.md#the-first-account). Registering
 * never proves an address, so in production the first admin is made only by the operator: by
 * ADMIN_EMAIL and ADMIN_PASSWORD, or by a registration carrying the one-time setup code the
 * server prints in its log at start. Elsewhere (`npm start` in development, tests) the first
 * account becomes Super-Admin, as it always did.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FirstAdminRule } from '../users/service';

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 20 characters of 31: about 99 bits, in four groups of five to copy from a log. */
const GROUPS = 4;
const GROUP_LENGTH = 5;

/** The code as typed, with spaces, dashes and case set aside. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const digest = (code: string) => createHash('sha256').update(normalised(code)).digest();

export class FirstAdminSetup {
  /** Only the hash of the code is kept; null while no code is open. */
  private codeHash: Buffer | null = null;

  /** True in production: the first admin needs the operator's code. */
  constructor(readonly codeRequired: boolean) {}

  /** A new code, replacing any earlier one; the caller prints it once for the operator. */
  open(): string {
    const groups = Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const code = groups.join('-');
    this.codeHash = digest(code);
    return code;
  }

  /** No code is open once the first admin exists (or none was ever needed). */
  close(): void {
    this.codeHash = null;
  }

  /** Whether a registration now needs the code to make the first admin. */
  get pending(): boolean {
    return this.codeRequired && this.codeHash !== null;
  }

  /**
   * Takes the code if `code` is it (compared in constant time, as hashes of equal length): it
   * works once. Returns the way to give it back should the registration fail before commit.
   */
  claim(code: string): (() => void) | null {
    const held = this.codeHash;
    if (!held || !timingSafeEqual(held, digest(code))) return null;
    this.codeHash = null;
    return () => {
      this.codeHash ??= held;
    };
  }

  /** The rule a registration with (or without) a claimed code follows. */
  ruleFor(claimed: boolean): FirstAdminRule {
    if (!this.codeRequired) return 'first-account';
    return claimed ? 'setup-code' : 'never';
  }
}
