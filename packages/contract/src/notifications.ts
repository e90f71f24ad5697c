/**
 * Notifications (docs/notifications.md): the kinds a member or an admin can be told about, by
 * e-mail and by web push, and each kind's preference. A kind offers the channels it lists; a
 * member kind starts on, an admin kind starts off until the admin opts in.
 */
import { z } from 'zod';

export type NotificationChannel = 'email' | 'push';

export interface NotificationKindInfo {
  /** `member`: any account about its own things; `admin`: Admin and Super-Admin only. */
  audience: 'member' | 'admin';
  channels: readonly NotificationChannel[];
  label: string;
  description: string;
}

export const notificationKinds = {
  volunteer_decision: {
    audience: 'member',
    channels: ['email', 'push'],
    label: 'Volunteer applications',
    description: 'When a team application of yours is approved or declined.',
  },
  campus_decision: {
    audience: 'member',
    channels: ['email', 'push'],
    label: 'Campus proposals',
    description: 'When a campus you proposed is approved or declined.',
  },
  testimony_approved: {
    audience: 'member',
    channels: ['email', 'push'],
    label: 'Testimonies',
    description: 'When your testimony is approved and shown on the site.',
  },
  prayer_answered: {
    audience: 'member',
    channels: ['email', 'push'],
    label: 'Answered prayers',
    description: 'When your prayer request is marked answered.',
  },
  private_message: {
    audience: 'member',
    channels: ['email', 'push'],
    label: 'Private messages',
    description:
      'A push at once; an e-mail when a message stays unread for 15 minutes (at most one a day per conversation).',
  },
  chat_reply: {
    audience: 'member',
    channels: ['push'],
    label: 'Replies in chat',
    description:
      'When someone replies to your message or mentions you (@your name) in a chat room.',
  },
  event_reminder: {
    audience: 'member',
    channels: ['push'],
    label: 'Event reminders',
    description:
      'On your devices 24 hours and 2 hours before an event you registered for. The reminder e-mails with your ticket always go.',
  },
  new_contact_message: {
    audience: 'admin',
    channels: ['email'],
    label: 'Contact messages',
    description: 'Each new message sent through the contact form.',
  },
  new_campus_proposal: {
    audience: 'admin',
    channels: ['email'],
    label: 'New campus proposals',
    description: 'Each new proposal to start a campus.',
  },
  new_volunteer_application: {
    audience: 'admin',
    channels: ['email'],
    label: 'New volunteer applications',
    description: 'Each new application to serve on a team.',
  },
  prayer_digest: {
    audience: 'admin',
    channels: ['email'],
    label: 'Prayer requests digest',
    description: "One e-mail a day with the previous day's new prayer requests.",
  },
} as const satisfies Record<string, NotificationKindInfo>;

export type NotificationKind = keyof typeof notificationKinds;
export const notificationKindNames = Object.keys(notificationKinds) as [
  NotificationKind,
  ...NotificationKind[],
];
export const notificationKindSchema = z.enum(notificationKindNames);

/** Whether `kind` is sent on `channel` at all. */
export const offersChannel = (kind: NotificationKind, channel: NotificationChannel): boolean =>
  (notificationKinds[kind].channels as readonly NotificationChannel[]).includes(channel);

/** A kind's switches; a channel the kind does not offer is always false. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** A change to some kinds; a switch left out stays as it is. */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(
      z.object({
        kind: notificationKindSchema,
        email: z.boolean().optional(),
        push: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(notificationKindNames.length),
});

export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
/** Push services answer on https only (the server posts there; nothing else is reached). */
const pushEndpointSchema = z
  .url({ protocol: /^https$/, error: 'must be an https address' })
  .max(2000);
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    p256dh: z.base64url().min(80).max(100),
    auth: z.base64url().min(16).max(30),
  }),
});
export const pushUnsubscribeInputSchema = z.object({
  endpoint: pushEndpointSchema,
});
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker shows (apps/web/public/push-sw.js). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A web app address to open on a click, e.g. `/#/chat`. */
  url: z.string(),
  /** One notification per tag: a newer one replaces the older. */
  tag: z.string(),
  /** The member it is for: the service worker shows it only while they are the one signed in. */
  to: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const notificationTexts = {
  adminKindsOnly: 'Only admins can change the admin notifications',
} as const;
