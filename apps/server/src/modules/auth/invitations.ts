/**
 * Admins invite someone to register (docs/product.md#users): a mail through the queue with a
 * link to the Register page, the address filled in. No account is made and no token kept: the
 * link only saves the person typing. E-mail only, since the app sends no text messages.
 */
import { authMessages, type InvitationRequest, type PasswordMessage } from '@torch/contract';
import type { Viewer } from '../../auth/sessions';
import { AppError } from '../../http/app-error';
import { invitationMail } from '../mail/templates';
import type { AccountServiceDeps } from './proofs';

const DAY_MS = 24 * 60 * 60_000;

/** Invitations one address may get in a day, whoever sends them: nobody can flood an inbox. */
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3;

export class Invitations {
  constructor(
    private readonly deps: Pick<AccountServiceDeps, 'users' | 'mail' | 'limiter' | 'publicUrl'>,
  ) {}

  async send(viewer: Viewer, input: InvitationRequest): Promise<PasswordMessage> {
    const { users, mail, limiter, publicUrl } = this.deps;
    const email = input.email.toLowerCase();
    if (await users.findByEmail(email))
      throw new AppError(409, authMessages.invitationForMember, 'email');
    await limiter.consume([
      {
        key: `invitation:address:${email}`,
        limit: INVITATIONS_PER_ADDRESS_PER_DAY,
        windowMs: DAY_MS,
      },
    ]);
    const query = new URLSearchParams({
      email,
      ...(input.fullName ? { name: input.fullName } : {}),
    });
    await mail.enqueue(
      email,
      invitationMail({
        fullName: input.fullName,
        inviterName: viewer.fullName,
        link: `${publicUrl}/#/register?${query.toString()}`,
      }),
    );
    mail.kick();
    return { message: authMessages.invitationSent };
  }
}
