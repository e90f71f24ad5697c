/**
 * What the admin is asked before changing a prayer request (docs/product.md#admin-prayers), and the
 * toasts after.
 */
import type { PrayerRequest } from '@torch/contract';
import type { PrayerAction } from './prayer-status';

export interface PrayerConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
}

export const PRAYER_NOW_PUBLIC = 'Prayer request is now public and visible on the prayer wall.';
export const PRAYER_NOW_PRIVATE = 'Prayer request is now private and removed from the prayer wall.';

export function prayerConfirmation(
  request: PrayerRequest,
  action: PrayerAction,
): PrayerConfirmation {
  switch (action) {
    case 'answered':
      return request.is_answered
        ? {
            title: 'Mark as unanswered?',
            message: `The request from ${request.name} will be marked as still awaiting an answer.`,
            confirmLabel: 'Mark Unanswered',
            tone: 'primary',
          }
        : {
            title: 'Mark as answered?',
            message: `The request from ${request.name} will be marked as answered. Praise God!`,
            confirmLabel: 'Mark Answered',
            tone: 'primary',
          };
    case 'privacy':
      return request.is_private
        ? {
            title: 'Make this request public?',
            message:
              'It will appear on the public prayer wall, where visitors and members can read it and pray. The email address stays private.',
            confirmLabel: 'Make Public',
            tone: 'primary',
          }
        : {
            title: 'Make this request private?',
            message:
              'It will be removed from the public prayer wall and seen only by admins and the prayer team.',
            confirmLabel: 'Make Private',
            tone: 'primary',
          };
    case 'delete':
      return {
        title: 'Delete prayer request?',
        message: `Are you sure you want to permanently delete the request from ${request.name}? This cannot be undone.`,
        confirmLabel: 'Delete',
        tone: 'danger',
      };
  }
}
