import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { useCancelRegistration } from '../api';
import { RegistrationScreen } from '../components/registration-screen';
import { useTranslation } from 'react-i18next';

/**
 * Opened from the link in every registration mail: one button cancels the place (a link alone
 * does not, since mail scanners open links), and the next person on the waitlist gets it.
 */
export function CancelRegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cancel = useCancelRegistration();
  const eventId = params.get('event') ?? '';
  const registrationId = params.get('registration') ?? '';
  const token = params.get('token') ?? '';
  return (
    <RegistrationScreen title={t('cancelYourPlace', 'Cancel your place')}>
      {cancel.isSuccess ? (
        <p className="text-lg">
          {t(
            'yourRegistrationIsCancelledThankYou',
            'Your registration is cancelled. Thank you for letting us know.',
          )}
        </p>
      ) : (
        <>
          <p className="text-lg text-ink-700">
            {t(
              'ifYouCannotComeCancelYourPlace',
              'If you cannot come, cancel your place so someone on the waitlist can have it.',
            )}
          </p>
          {cancel.isError && (
            <p role="alert" className="text-red-800">
              {errorMessage(cancel.error, t('thisLinkIsNotValid', 'This link is not valid.'))}
            </p>
          )}
          <div>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate({ eventId, registrationId, token })}
            >
              {t('cancelMyPlace', 'Cancel my place')}
            </Button>
          </div>
        </>
      )}
    </RegistrationScreen>
  );
}
