import { recurringDay, type Event } from '@torch/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { useAuth } from '../../auth';
import { useCancelRegistration, useMyTicketFor, useRegister } from '../api';
import { RegisterModal } from './register-modal';
import { useTranslation } from 'react-i18next';

/**
 * Registration on an event (docs/events.md): a visitor fills a short form and confirms by the
 * mailed link; a signed-in member registers with one click and can cancel here.
 */
export function RegisterPanel({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const mine = useMyTicketFor(event._id, Boolean(user));
  const register = useRegister(event._id);
  const cancel = useCancelRegistration();
  if (!event.registration_required || recurringDay(event.event_date)) return null;
  const ticket = mine.data;
  const reason = (error: Error) =>
    errorMessage(error, t('somethingWentWrong', 'Something went wrong'));
  const cancelFailed = (error: Error) =>
    toast.error(t('cancelFailedReason', 'Cancel failed: {{reason}}', { reason: reason(error) }));
  const registrationFailed = (error: Error) =>
    toast.error(
      t('registrationFailedReason', 'Registration failed: {{reason}}', { reason: reason(error) }),
    );

  return (
    <div className="mt-5 flex flex-wrap items-center gap-3" aria-live="polite">
      {ticket ? (
        <>
          {/* The server's answer just given says it already (with where the ticket went): one
              line, not the answer and the status one under the other. */}
          <p className="font-semibold text-emerald-800">
            {said ||
              (ticket.status === 'confirmed'
                ? t('youAreRegistered', 'You are registered.')
                : t('youAreOnTheWaitlist', 'You are on the waitlist.'))}
          </p>
          <Button
            variant="outline"
            size="sm"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { eventId: event._id, registrationId: ticket._id },
                {
                  onSuccess: () =>
                    setSaid(t('yourRegistrationIsCancelled', 'Your registration is cancelled.')),
                  onError: cancelFailed,
                },
              )
            }
          >
            {t('cancelMyRegistration', 'Cancel my registration')}
          </Button>
        </>
      ) : (
        <Button
          loading={register.isPending}
          onClick={() =>
            user
              ? register.mutate(
                  {},
                  { onSuccess: (r) => setSaid(r.message), onError: registrationFailed },
                )
              : setOpen(true)
          }
        >
          {t('register', 'Register')}
        </Button>
      )}
      {said && !ticket && <p className="text-sm text-ink-700">{said}</p>}
      {open && (
        <RegisterModal event={event} onClose={() => setOpen(false)} onRegistered={setSaid} />
      )}
    </div>
  );
}
