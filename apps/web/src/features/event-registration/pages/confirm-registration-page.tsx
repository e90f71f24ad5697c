import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useConfirmRegistration } from '../api';
import { RegistrationScreen } from '../components/registration-screen';
import { TicketCard } from '../components/ticket-card';
import { useTranslation } from 'react-i18next';

/**
 * Opened from the confirmation mail (`#/events/registration/confirm?token=…`): the place is
 * confirmed (or waitlisted) at once and the ticket shown. The link works once, so the request
 * is made once even when React runs the effect twice.
 */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmRegistration();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <RegistrationScreen title={t('yourRegistration', 'Your registration')}>
      {!token || confirm.isError ? (
        <p role="alert" className="text-lg text-red-800">
          {token
            ? errorMessage(confirm.error, t('thisLinkIsNotValid', 'This link is not valid.'))
            : t('thisLinkIsNotValid', 'This link is not valid.')}
        </p>
      ) : confirm.data ? (
        <>
          <p className="text-lg">{confirm.data.message}</p>
          <TicketCard registration={confirm.data.registration} />
        </>
      ) : (
        <Spinner label={t('confirmingYourPlace', 'Confirming your place…')} />
      )}
    </RegistrationScreen>
  );
}
