/**
 * Who wants which notification: a member's switches per kind, defaults for kinds never touched
 * (member kinds on, admin kinds off), and the admins who opted in to an admin kind.
 */
import {
  isAdminRole,
  notificationKindNames,
  notificationKinds,
  notificationTexts,
  offersChannel,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
  type notificationPreferencesUpdateSchema,
  type Role,
} from '@torch/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notificationPreferences, users } from '../../db/schema';
import { forbidden } from '../../http/app-error';

/** `db` or a transaction: preferences are read with the write that causes a notice. */
export type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'update' | 'execute'>;

/** What a kind does with no row: member kinds are on, admin kinds wait for an opt-in. */
export function defaultPreference(kind: NotificationKind): NotificationPreference {
  const on = notificationKinds[kind].audience === 'member';
  return {
    kind,
    email: on && offersChannel(kind, 'email'),
    push: on && offersChannel(kind, 'push'),
  };
}

const kindsFor = (role: Role) =>
  notificationKindNames.filter(
    (kind) => notificationKinds[kind].audience === 'member' || isAdminRole(role),
  );

export interface Recipient {
  userId: string;
  fullName: string;
  email: string;
  /** Their role now: what they may still enter is decided on it (auth/policies.ts). */
  role: Role;
  wantsEmail: boolean;
  wantsPush: boolean;
}

export class NotificationPreferences {
  constructor(private readonly db: Database) {}

  /** The viewer's switches for every kind they can receive. */
  async list(viewer: { id: string; role: Role }): Promise<NotificationPreference[]> {
    const rows = await this.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, viewer.id));
    return kindsFor(viewer.role).map((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return row ? { kind, email: row.email, push: row.push } : defaultPreference(kind);
    });
  }

  async update(
    viewer: { id: string; role: Role },
    changes: z.output<typeof notificationPreferencesUpdateSchema>['preferences'],
  ): Promise<NotificationPreference[]> {
    const current = await this.list(viewer);
    for (const change of changes) {
      const before = current.find((preference) => preference.kind === change.kind);
      if (!before) throw forbidden(notificationTexts.adminKindsOnly);
      await this.set(this.db, viewer.id, {
        kind: change.kind,
        email: (change.email ?? before.email) && offersChannel(change.kind, 'email'),
        push: (change.push ?? before.push) && offersChannel(change.kind, 'push'),
      });
    }
    return this.list(viewer);
  }

  /** Turns one channel of one kind off (the unsubscribe link). */
  async turnOff(userId: string, kind: NotificationKind, channel: NotificationChannel) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(notificationPreferences)
        .where(
          and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)),
        )
        .for('update');
      const before = row ?? defaultPreference(kind);
      await this.set(tx, userId, { ...before, kind, [channel]: false });
    });
  }

  /** The member with their switches for `kind`; undefined when the account is gone. */
  async recipient(executor: Executor, userId: string, kind: NotificationKind) {
    const [found] = await this.recipients(executor, kind, eq(users.id, userId));
    return found;
  }

  /** The admins who turned `kind` on, by e-mail. */
  async optedInAdmins(executor: Executor, kind: NotificationKind): Promise<Recipient[]> {
    const admins = await this.recipients(
      executor,
      kind,
      inArray(users.role, ['Admin', 'Super-Admin']),
    );
    return admins.filter((admin) => admin.wantsEmail);
  }

  private async recipients(
    executor: Executor,
    kind: NotificationKind,
    who: ReturnType<typeof eq>,
  ): Promise<Recipient[]> {
    const fallback = defaultPreference(kind);
    return executor
      .select({
        userId: users.id,
        fullName: users.fullName,
        email: users.email,
        role: users.role,
        wantsEmail: sql<boolean>`coalesce(${notificationPreferences.email}, ${sql.raw(String(fallback.email))})`,
        wantsPush: sql<boolean>`coalesce(${notificationPreferences.push}, ${sql.raw(String(fallback.push))})`,
      })
      .from(users)
      .leftJoin(
        notificationPreferences,
        and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
      )
      .where(who);
  }

  private async set(executor: Executor, userId: string, preference: NotificationPreference) {
    await executor
      .insert(notificationPreferences)
      .values({ userId, ...preference })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email: preference.email, push: preference.push },
      });
  }
}
