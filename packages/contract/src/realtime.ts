/** Socket events as typed maps (document 1 §7 "Real-time socket"), plus the prayer wall's live updates. */
import type { PublicPrayerRequest } from './community';

export const socketEvents = {
  prayerRequestCreated: 'prayer-request-created',
} as const;

export interface ServerToClientEvents {
  /** A new public prayer request, for every open prayer wall. */
  'prayer-request-created': (request: PublicPrayerRequest) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- chat events arrive with the chat module
export interface ClientToServerEvents {}
