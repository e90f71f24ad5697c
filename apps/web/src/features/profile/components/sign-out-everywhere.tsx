import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useAuth } from '../../auth';
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

/**
 * "Sign out everywhere": for a lost phone or a shared computer left signed in. Every device's
 * session ends, this one's too, so it asks first.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const { shortName } = useChurch();
  const { signOutEverywhere } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = () => {
    setBusy(true);
    signOutEverywhere().then(
      (message) => toast.success(message),
      (error: unknown) => {
        setBusy(false);
        setConfirming(false);
        toast.error(
          t('couldNotSignOutEverywhereMessage', 'Could not sign out everywhere: {{message}}', {
            message: errorMessage(error, t('pleaseTryAgain', 'Please try again')),
          }),
        );
      },
    );
  };

  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold">{t('devices', 'Devices')}</h2>
      <p className="mt-1 text-sm text-ink-600">
        {t(
          'signedInOnAPhoneYouLostOrAComputerYouSharedSignOutOnEveryDeviceAtOnceThisOneIncluded',
          'Signed in on a phone you lost or a computer you shared? Sign out on every device at once, this one included.',
        )}
      </p>
      <div className="mt-5">
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {t('signOutEverywhere', 'Sign out everywhere')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('signOutEverywhereQuestion', 'Sign out everywhere?')}
        message={t(
          'youWillBeSignedOutOnEveryDeviceWhereYouUseShortname',
          'You will be signed out on every device where you use {{shortName}}, this one too. You can sign in again at any time.',
          { shortName },
        )}
        confirmLabel={t('signOutEverywhere', 'Sign out everywhere')}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
