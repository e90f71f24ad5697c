/** Registration, sign-in and sign-out. */
import { authMessages, type AuthResponse, type LogoutAllResponse } from '@torch/contract';
import type { z } from 'zod';
import type { loginRequestSchema, registerRequestSchema } from '@torch/contract';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SessionService, Viewer } from '../../auth/sessions';
import type { TokenService } from '../../auth/tokens';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import { toUserDto } from '../users/presenter';
import type { UserService } from '../users/service';

const MINUTE = 60_000;

export interface AuthLimits {
  perIp: number;
  perAccount: number;
}

export class AuthService {
  constructor(
    private readonly usersService: UserService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly limits: AuthLimits,
  ) {}

  /** Guessing passwords or mass-creating accounts is slowed per address and per account. */
  private async throttle(action: string, ip: string, email: string): Promise<void> {
    await this.limiter.consume([
      { key: `${action}:ip:${ip}`, limit: this.limits.perIp, windowMs: MINUTE },
      { key: `${action}:account:${email}`, limit: this.limits.perAccount, windowMs: MINUTE },
    ]);
  }

  async register(input: z.output<typeof registerRequestSchema>, ip: string): Promise<AuthResponse> {
    await this.throttle('register', ip, input.email);
    // Hash before the transaction so the database lock is held for milliseconds, not 50 ms of argon2.
    const passwordHash = await hashPassword(input.password);
    const user = await this.usersService.createAccount({
      fullName: input.fullName,
      email: input.email,
      passwordHash,
    });
    const { token } = await this.tokens.issue(user.id, user.sessionGeneration);
    return { token, user: toUserDto(user) };
  }

  /** The same answer for an unknown e-mail and a wrong password: no way to probe for accounts. */
  async login(input: z.output<typeof loginRequestSchema>, ip: string): Promise<AuthResponse> {
    await this.throttle('login', ip, input.email);
    const user = await this.usersService.findByEmail(input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) throw new AppError(401, authMessages.invalidCredentials);
    const { token } = await this.tokens.issue(user.id, user.sessionGeneration);
    return { token, user: toUserDto(user) };
  }

  logout(viewer: Viewer): Promise<void> {
    return this.sessions.revoke(viewer);
  }

  /** "Sign out everywhere": every device's session ends, this one's too. */
  async logoutAll(viewer: Viewer): Promise<LogoutAllResponse> {
    await this.sessions.revokeAll(viewer.id);
    return { message: authMessages.signedOutEverywhere };
  }
}
