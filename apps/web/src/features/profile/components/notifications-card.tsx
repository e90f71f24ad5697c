import type { TFunction } from 'i18next';
import {
  notificationKinds,
  offersChannel,
  type NotificationChannel,
  type NotificationPreference,
} from '@torch/contract';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { Card } from '../../../shared/ui/card';
import { QueryView } from '../../../shared/ui/query-view';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notifications';
import { DevicePushSwitch } from './device-push-switch';
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

function channelLabel(t: TFunction, channel: NotificationChannel): string {
  return channel === 'email' ? t('eMail', 'E-mail') : t('onThisDevice', 'On this device');
}

/**
 * "Notifications" (docs/notifications.md): a switch per kind and channel, the admin kinds for
 * admins only (the server lists what the member may receive), and this device's push.
 */
export function NotificationsCard() {
  const { t } = useTranslation();
  const { shortName } = useChurch();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const change = (
    kind: NotificationPreference['kind'],
    channel: NotificationChannel,
    on: boolean,
  ) =>
    update.mutate(
      { preferences: [{ kind, [channel]: on }] },
      {
        onError: (error) =>
          toast.error(
            t('couldNotSaveMessage', 'Could not save: {{message}}', {
              message: errorMessage(error, t('pleaseTryAgain', 'Please try again')),
            }),
          ),
      },
    );

  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold">{t('notifications', 'Notifications')}</h2>
      <p className="mt-1 text-sm text-ink-600">
        {t(
          'chooseWhatShortnameTellsYouAboutByEmailAndOnYourDevicesEveryEmailAlsoHasALinkToStopThatKind',
          'Choose what {{shortName}} tells you about, by e-mail and on your devices. Every e-mail also has a link to stop that kind.',
          { shortName },
        )}
      </p>
      <div className="mt-4 rounded-lg bg-cream-50 p-3">
        <DevicePushSwitch />
      </div>
      <QueryView
        query={preferences}
        loadingLabel={t('loadingYourNotifications', 'Loading your notifications')}
        errorTitle={t('couldNotLoadYourNotifications', 'Could not load your notifications')}
      >
        {({ preferences: items }) => (
          <ul className="mt-4 divide-y divide-ink-100">
            {items.map((preference) => {
              const info = notificationKinds[preference.kind];
              return (
                <li
                  key={preference.kind}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="text-sm">
                    <p className="font-semibold text-ink-800">
                      {info.label}
                      {info.audience === 'admin' && (
                        <span className="ml-2 rounded bg-ink-100 px-1.5 py-0.5 text-xs font-medium text-ink-600">
                          {t('admin', 'Admin')}
                        </span>
                      )}
                    </p>
                    <p className="text-ink-500">{info.description}</p>
                  </div>
                  <div className="flex shrink-0 gap-4">
                    {(['email', 'push'] as const).map((channel) =>
                      offersChannel(preference.kind, channel) ? (
                        <label
                          key={channel}
                          className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-700 sm:w-32"
                        >
                          <input
                            type="checkbox"
                            role="switch"
                            aria-label={t('kindChannel', '{{kind}}: {{channel}}', {
                              kind: info.label,
                              channel: channelLabel(t, channel),
                            })}
                            className="size-5 cursor-pointer rounded accent-ember-600"
                            checked={preference[channel]}
                            disabled={update.isPending}
                            onChange={(event) =>
                              change(preference.kind, channel, event.target.checked)
                            }
                          />
                          {channelLabel(t, channel)}
                        </label>
                      ) : (
                        // Keeps each channel in its own column on wide screens.
                        <span key={channel} aria-hidden className="hidden sm:block sm:w-32" />
                      ),
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
