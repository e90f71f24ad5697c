/**
 * What the admin is asked before changing a prayer request (docs/product.md#admin-prayers), and the
 * toasts after.
 */
import type { PrayerRequest } from '@torch/contract';
import type { PrayerAction } from './prayer-status';
import { i18next } from '../../../shared/i18n';

export interface PrayerConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
}

export const prayerNowPublic = () =>
  i18next.t(
    'prayerRequestIsNowPublicAndVisibleOnThePrayerWall',
    'Prayer request is now public and visible on the prayer wall.',
  );
export const prayerNowPrivate = () =>
  i18next.t(
    'prayerRequestIsNowPrivateAndRemovedFromThePrayerWall',
    'Prayer request is now private and removed from the prayer wall.',
  );

export function prayerConfirmation(
  request: PrayerRequest,
  action: PrayerAction,
): PrayerConfirmation {
  switch (action) {
    case 'answered':
      return request.is_answered
        ? {
            title: i18next.t('markAsUnanswered', 'Mark as unanswered?'),
            message: i18next.t(
              'theRequestFromNameWillBeMarkedAsStillAwaitingAnAnswer',
              'The request from {{name}} will be marked as still awaiting an answer.',
              { name: request.name },
            ),
            confirmLabel: i18next.t('markUnanswered', 'Mark Unanswered'),
            tone: 'primary',
          }
        : {
            title: i18next.t('markAsAnswered', 'Mark as answered?'),
            message: i18next.t(
              'theRequestFromNameWillBeMarkedAsAnsweredPraiseGod',
              'The request from {{name}} will be marked as answered. Praise God!',
              { name: request.name },
            ),
            confirmLabel: i18next.t('markAnswered', 'Mark Answered'),
            tone: 'primary',
          };
    case 'privacy':
      return request.is_private
        ? {
            title: i18next.t('makeThisRequestPublic', 'Make this request public?'),
            message: i18next.t(
              'itWillAppearOnThePublicPrayerWallWhereVisitorsAndMembersCanReadItAndPrayTheEmailAddressStaysPrivate',
              'It will appear on the public prayer wall, where visitors and members can read it and pray. The email address stays private.',
            ),
            confirmLabel: i18next.t('makePublic', 'Make Public'),
            tone: 'primary',
          }
        : {
            title: i18next.t('makeThisRequestPrivate', 'Make this request private?'),
            message: i18next.t(
              'itWillBeRemovedFromThePublicPrayerWallAndSeenOnlyByAdminsAndThePrayerTeam',
              'It will be removed from the public prayer wall and seen only by admins and the prayer team.',
            ),
            confirmLabel: i18next.t('makePrivate', 'Make Private'),
            tone: 'primary',
          };
    case 'delete':
      return {
        title: i18next.t('deletePrayerRequest', 'Delete prayer request?'),
        message: i18next.t(
          'areYouSureYouWantToPermanentlyDeleteTheRequestFromNameThisCannotBeUndone',
          'Are you sure you want to permanently delete the request from {{name}}? This cannot be undone.',
          { name: request.name },
        ),
        confirmLabel: i18next.t('delete', 'Delete'),
        tone: 'danger',
      };
  }
}
