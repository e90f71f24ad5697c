import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { useConfirmRegistration } from '../api';
import { RegistrationScreen } from '../components/registration-screen';
import { TicketCard } from '../components/ticket-card';
import { useTranslation } from 'react-i18next';

/**
 * Opened from the confirmation mail (`#/events/registration/confirm?token=…`): one button
 * confirms the place (or a place on the waitlist) and shows the ticket. Opening the link alone
 * does nothing, since mail scanners and a second tab open links too (docs/events.md#registration).
 */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmRegistration();

  return (
    <RegistrationScreen title={t('yourRegistration', 'Your registration')}>
      {!token ? (
        <p role="alert" className="text-lg text-red-800">
          {t('thisLinkIsNotValid', 'This link is not valid.')}
        </p>
      ) : confirm.data ? (
        <>
          <p className="text-lg">{confirm.data.message}</p>
          <TicketCard registration={confirm.data.registration} />
        </>
      ) : (
        <>
          <p className="text-lg text-ink-700">
            {t(
              'confirmYourPlaceToGetYourTicket',
              'Confirm your place to get your ticket by email.',
            )}
          </p>
          {confirm.isError && (
            <p role="alert" className="text-red-800">
              {errorMessage(confirm.error, t('thisLinkIsNotValid', 'This link is not valid.'))}
            </p>
          )}
          <div>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {t('confirmMyPlace', 'Confirm my place')}
            </Button>
          </div>
        </>
      )}
    </RegistrationScreen>
  );
}
