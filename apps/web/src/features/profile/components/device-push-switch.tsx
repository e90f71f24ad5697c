import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { Checkbox } from '../../../shared/ui/checkbox';
import {
  currentPushSubscription,
  disablePush,
  enablePush,
  pushSupported,
} from '../lib/push-device';
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'on' | 'off';

/** "Allow notifications on this device": this browser's push subscription, on or off. */
export function DevicePushSwitch() {
  const { t } = useTranslation();
  const { shortName } = useChurch();
  const [state, setState] = useState<DeviceState>(() => {
    if (!pushSupported()) return 'unsupported';
    return Notification.permission === 'denied' ? 'blocked' : 'checking';
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state !== 'checking') return;
    void currentPushSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off'),
    );
  }, [state]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) setState((await enablePush()) ? 'on' : 'blocked');
      else {
        await disablePush();
        setState('off');
      }
    } catch (error) {
      toast.error(
        t('couldNotChangeNotificationsMessage', 'Could not change notifications: {{message}}', {
          message: errorMessage(error, t('pleaseTryAgain', 'Please try again')),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  const description = {
    checking: t('checkingThisBrowser', 'Checking this browser…'),
    unsupported: t(
      'thisBrowserCannotShowNotificationsFromShortname',
      'This browser cannot show notifications from {{shortName}}.',
      { shortName },
    ),
    blocked: t(
      'notificationsAreBlockedForThisSiteAllowThemInTheBrowserSettingsFirst',
      'Notifications are blocked for this site; allow them in the browser settings first.',
    ),
    on: t(
      'thisDeviceShowsTheNotificationsYouTurnedOnForOnThisDeviceBelow',
      'This device shows the notifications you turned on for "On this device" below.',
    ),
    off: t(
      'showNotificationsOnThisDeviceEvenWhenShortnameIsClosed',
      'Show notifications on this device even when {{shortName}} is closed.',
      { shortName },
    ),
  }[state];

  return (
    <Checkbox
      id="notifications-device"
      role="switch"
      label={t('allowNotificationsOnThisDevice', 'Allow notifications on this device')}
      description={description}
      checked={state === 'on'}
      disabled={busy || state === 'checking' || state === 'unsupported' || state === 'blocked'}
      onChange={(event) => void toggle(event.target.checked)}
    />
  );
}
