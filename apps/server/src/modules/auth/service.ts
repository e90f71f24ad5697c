/** Registration, sign-in and sign-out. */
import { authMessages, type AuthResponse, type LogoutAllResponse } from '@torch/contract';
import type { z } from 'zod';
import type { loginRequestSchema, registerRequestSchema } from '@torch/contract';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SessionService, Viewer } from '../../auth/sessions';
import type { TokenService } from '../../auth/tokens';
import { AppError, badRequest } from '../../http/app-error';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import { DEVICE_MEMORY_MS } from './device-cookie';
import { toUserDto } from '../users/presenter';
import type { UserService } from '../users/service';
import type { Database } from '../../db/client';
import { spendEmailChanges } from './email-change';
import type { FirstAdminSetup } from './first-admin';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Tries of a setup code per address in an hour: the operator mistypes; nobody guesses 99 bits. */
const SETUP_CODE_TRIES_PER_HOUR = 10;

export interface AuthLimits {
  perIp: number;
  perAccount: number;
}

/** Where a sign-in attempt comes from: the address, and the browser's device id if it has one. */
export interface SignInSource {
  ip: string;
  deviceId: string | null;
}

/** A session, and the device id the browser should keep (new, or the one it sent). */
export interface SignedIn {
  auth: AuthResponse;
  deviceId: string;
}

export class AuthService {
  constructor(
    private readonly usersService: UserService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly limits: AuthLimits,
    private readonly firstAdmin: FirstAdminSetup,
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Whether the register screen should offer the setup-code field. */
  setupStatus(): { setupCodeRequired: boolean } {
    return { setupCodeRequired: this.firstAdmin.pending };
  }

  /**
   * A setup code typed at registration: limited per address, then taken if it is the open one.
   * A wrong code is a 400, so the operator is not silently made a plain member.
   */
  private async claimSetupCode(code: string | undefined, ip: string) {
    if (code === undefined || !this.firstAdmin.codeRequired) return null;
    await this.limiter.consume([
      { key: `setup-code:ip:${ip}`, limit: SETUP_CODE_TRIES_PER_HOUR, windowMs: HOUR },
    ]);
    const giveBack = this.firstAdmin.claim(code);
    if (!giveBack) throw badRequest(authMessages.setupCodeWrong, 'setupCode');
    return giveBack;
  }

  /** Mass-creating accounts is slowed per address and per e-mail address. */
  private async throttleRegistration(ip: string, email: string): Promise<void> {
    await this.limiter.consume([
      { key: `register:ip:${ip}`, limit: this.limits.perIp, windowMs: MINUTE },
      { key: `register:account:${email}`, limit: this.limits.perAccount, windowMs: MINUTE },
    ]);
  }

  /**
   * Guessing passwords is slowed without letting a stranger lock the owner out (decision 016):
   * - a device that has signed into this account before has a budget of its own, so neither
   *   the account's nor its address's count (a shared network's) can hold it back;
   * - an address that has signed into this account before is limited per address only;
   * - anywhere else, per address and per account, so guessing from many addresses stays slow.
   * Returns the account rule counted, if any: a successful sign-in gives its hit back, so only
   * failed attempts from unknown places add up against the account.
   */
  private async throttleSignIn(email: string, source: SignInSource): Promise<RateLimitRule | null> {
    if (source.deviceId && (await this.limiter.recalls(knownDeviceKey(email, source.deviceId)))) {
      await this.limiter.consume([
        {
          key: `login:device:${email}:${source.deviceId}`,
          limit: this.limits.perAccount,
          windowMs: MINUTE,
        },
      ]);
      return null;
    }
    const perIp = { key: `login:ip:${source.ip}`, limit: this.limits.perIp, windowMs: MINUTE };
    if (await this.limiter.recalls(knownAddressKey(email, source.ip))) {
      await this.limiter.consume([perIp]);
      return null;
    }
    // Counted before the password is checked, so parallel guesses cannot all slip through.
    const perAccount = {
      key: `login:account:${email}`,
      limit: this.limits.perAccount,
      windowMs: MINUTE,
    };
    await this.limiter.consume([perIp, perAccount]);
    return perAccount;
  }

  /** This address and this device may now sign into this account without the account limit. */
  private async rememberSource(email: string, source: SignInSource): Promise<string> {
    const deviceId = source.deviceId ?? crypto.randomUUID();
    await Promise.all([
      this.limiter.remember(knownAddressKey(email, source.ip), DEVICE_MEMORY_MS),
      this.limiter.remember(knownDeviceKey(email, deviceId), DEVICE_MEMORY_MS),
    ]);
    return deviceId;
  }

  async register(
    input: z.output<typeof registerRequestSchema>,
    source: SignInSource,
  ): Promise<SignedIn> {
    await this.throttleRegistration(source.ip, input.email);
    // Hash before the transaction so the database lock is held for milliseconds, not 50 ms of argon2.
    const passwordHash = await hashPassword(input.password);
    const giveBack = await this.claimSetupCode(input.setupCode, source.ip);
    let user;
    try {
      user = await this.usersService.createAccount(
        { fullName: input.fullName, email: input.email, passwordHash },
        this.firstAdmin.ruleFor(giveBack !== null),
      );
    } catch (error) {
      // The address was taken: the operator may try again with another one.
      giveBack?.();
      throw error;
    }
    if (user.role === 'Super-Admin') this.firstAdmin.close();
    const { token } = await this.tokens.issue(user.id, user.sessionGeneration);
    const deviceId = await this.rememberSource(input.email, source);
    return { auth: { token, user: toUserDto(user) }, deviceId };
  }

  /** The same answer for an unknown e-mail and a wrong password: no way to probe for accounts. */
  async login(input: z.output<typeof loginRequestSchema>, source: SignInSource): Promise<SignedIn> {
    const accountRule = await this.throttleSignIn(input.email, source);
    const user = await this.usersService.findByEmail(input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) throw new AppError(401, authMessages.invalidCredentials);
    if (accountRule) await this.limiter.refund(accountRule);
    const { token } = await this.tokens.issue(user.id, user.sessionGeneration);
    const deviceId = await this.rememberSource(input.email, source);
    return { auth: { token, user: toUserDto(user) }, deviceId };
  }

  logout(viewer: Viewer): Promise<void> {
    return this.sessions.revoke(viewer);
  }

  /**
   * "Sign out everywhere": every device's session ends, this one's too, and a change of address
   * still waiting is spent, as it may be the work of whoever the member is signing out.
   */
  async logoutAll(viewer: Viewer): Promise<LogoutAllResponse> {
    await spendEmailChanges(this.db, viewer.id, this.now());
    await this.sessions.revokeAll(viewer.id);
    return { message: authMessages.signedOutEverywhere };
  }
}

const knownAddressKey = (email: string, ip: string) => `login:known-address:${email}:${ip}`;
const knownDeviceKey = (email: string, deviceId: string) =>
  `login:known-device:${email}:${deviceId}`;
