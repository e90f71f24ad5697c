/** Accounts: creation (with the first-account rule), look-ups and profile changes. */
import type { Page, Role, UpdateProfileRequest, UserListQuery } from '@torch/contract';
import { authMessages, userNotFoundMessage } from '@torch/contract';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { canUseAdminArea, roleChangeRefusal, type Actor } from '../../auth/policies';
import type { SessionService } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { containsText } from '../../db/contains-text';
import { type Ordering } from '../../db/paging';
import { tablePage } from '../../db/table-page';
import { updateById } from '../../db/rows-by-id';
import { users, type UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import type { MembershipAnnouncer } from '../../realtime/announcer';
import type { UploadService } from '../uploads/service';

/** The chat's rule for images, reused: a URL this app stored, or our Cloudinary account's. */
export type OwnImageCheck = UploadService['isOwnImage'];

export const AVATAR_NOT_OURS =
  'Upload your profile picture here: pictures from other sites cannot be used.';

/**
 * How a new account may become Super-Admin (modules/auth/first-admin.ts): as the install's very
 * first account (development and tests), with the operator's setup code while no admin exists
 * (production), or not at all.
 */
export type FirstAdminRule = 'first-account' | 'setup-code' | 'never';

/** Any number, the same in every instance: it serialises "is this the first account?". */
const FIRST_ACCOUNT_LOCK_ID = 7_203_115;

const isUniqueViolation = (error: unknown): boolean => {
  // drizzle wraps driver errors; the Postgres code sits on the error or its cause.
  const codes = [error, (error as { cause?: unknown }).cause].map(
    (e) => (e as { code?: unknown } | undefined)?.code,
  );
  return codes.includes('23505');
};

export class UserService {
  constructor(
    private readonly db: Database,
    /** Told after an account changes, so cached sessions of it are read afresh. */
    private readonly sessions: Pick<SessionService, 'forgetUser'>,
    /** Told after an account changes, so the member's open sockets follow a new role. */
    private readonly announce: MembershipAnnouncer,
    /**
     * A picture is shown to every visitor of the prayer wall and every admin: one from another
     * site would tell that site who looked (a tracking pixel), so only our storage's are taken.
     */
    private readonly images: { isOwnImage: OwnImageCheck },
  ) {}

  private async accountChanged(account: UserRow): Promise<void> {
    await this.sessions.forgetUser(account.id);
    this.announce.membershipChanged(account.id, canUseAdminArea(account));
  }

  /**
   * Creates an account. Under `rule` it may become Super-Admin, so a new church can run its
   * admin area without touching a database: the very first account, or (with the setup code) the
   * first while no admin exists. The lock makes two registrations at once take turns.
   */
  async createAccount(
    input: { fullName: string; email: string; passwordHash: string },
    rule: FirstAdminRule = 'first-account',
  ): Promise<UserRow> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK_ID})`);
        const [existing] =
          rule === 'never'
            ? [{ n: 1 }]
            : await tx
                .select({ n: count() })
                .from(users)
                .where(
                  rule === 'setup-code' ? inArray(users.role, ['Admin', 'Super-Admin']) : undefined,
                );
        const role: Role = existing && existing.n > 0 ? 'User' : 'Super-Admin';
        const [created] = await tx
          .insert(users)
          .values({ ...input, email: input.email.toLowerCase(), role })
          .returning();
        return created!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return row;
  }

  async updateProfile(
    userId: string,
    changes: UpdateProfileRequest & { fullName: string },
  ): Promise<UserRow> {
    if (changes.avatarUrl) {
      const current = await this.findById(userId);
      // Saving a name re-sends the picture the member already has, which stays as it is.
      if (
        changes.avatarUrl !== current?.avatarUrl &&
        !(await this.images.isOwnImage(changes.avatarUrl))
      )
        throw badRequest(AVATAR_NOT_OURS, 'avatarUrl');
    }
    const row = await updateById(this.db, users, userId, {
      fullName: changes.fullName,
      // Omitted keeps the picture; '' or null removes it.
      ...(changes.avatarUrl !== undefined ? { avatarUrl: changes.avatarUrl || null } : {}),
      updatedAt: new Date(),
    });
    if (!row) throw notFound('Account not found');
    await this.accountChanged(row);
    return row;
  }

  async changeRole(userId: string, role: Role): Promise<UserRow> {
    const row = await updateById(this.db, users, userId, { role, updatedAt: new Date() });
    if (!row) throw notFound(userNotFoundMessage);
    await this.accountChanged(row);
    return row;
  }

  /** An admin changes someone else's role, within the rules of roleChangeRefusal. */
  async changeRoleAs(admin: Actor, userId: string, role: Role): Promise<UserRow> {
    const target = await this.findById(userId);
    if (!target) throw notFound(userNotFoundMessage);
    const refusal = roleChangeRefusal(admin, target, role);
    if (refusal) throw forbidden(refusal);
    return this.changeRole(userId, role);
  }

  /**
   * For automated installs: makes sure the configured account exists and is Super-Admin.
   * Registering never proves an address, so an existing account is promoted only when its
   * password is the configured one (`password.provedBy`): anyone may have registered the address
   * before the operator set it ('refused', and the operator is told). A new account gets the
   * configured password.
   */
  async ensureSuperAdmin(
    email: string,
    password: {
      create: () => Promise<string>;
      provedBy: (passwordHash: string) => Promise<boolean>;
    },
  ): Promise<'created' | 'promoted' | 'unchanged' | 'refused'> {
    const existing = await this.findByEmail(email);
    if (existing) {
      if (existing.role === 'Super-Admin') return 'unchanged';
      if (!(await password.provedBy(existing.passwordHash))) return 'refused';
      await this.changeRole(existing.id, 'Super-Admin');
      return 'promoted';
    }
    await this.db.insert(users).values({
      fullName: 'Administrator',
      email: email.toLowerCase(),
      passwordHash: await password.create(),
      role: 'Super-Admin',
    });
    return 'created';
  }

  /**
   * One page of accounts in name order (users_name_order_idx). `staff` (an admin asking) may
   * search e-mail addresses too and filter by role; a member's `q` matches names only, so a
   * member cannot learn an address by guessing it, and a member's `role` is ignored.
   */
  async listPage(query: UserListQuery, staff: boolean): Promise<Page<UserRow>> {
    const filters = and(
      query.q ? matching(query.q, staff) : undefined,
      staff && query.role ? eq(users.role, query.role) : undefined,
    );
    return tablePage(this.db, users, {
      query,
      ordering: byName,
      filter: filters,
      searched: query.q,
      toItem: (row) => row,
    });
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async hasAdmin(): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .where(inArray(users.role, ['Admin', 'Super-Admin']));
    return (row?.n ?? 0) > 0;
  }
}

/** The directory's order: by name, case-insensitive, the id breaking ties. */
const byName: Ordering = {
  keys: [{ value: sql`lower(${users.fullName})`, kind: 'text' }],
  id: users.id,
  direction: 'asc',
};

/**
 * Searches the text users_search_idx indexes (name and e-mail, lower-cased) so its trigrams
 * serve every search; for a member the name alone must match too, checked on the rows the
 * index found (a name that contains q makes the indexed text contain it).
 */
function matching(q: string, staff: boolean): SQL | undefined {
  const indexed = containsText(sql`(lower(${users.fullName}) || ' ' || lower(${users.email}))`, q);
  return staff ? indexed : and(indexed, containsText(sql`lower(${users.fullName})`, q));
}
