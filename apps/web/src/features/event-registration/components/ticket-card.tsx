import type { Registration } from '@torch/contract';
import { Badge } from '../../../shared/ui/badge';
import { ticketQrUrl } from '../api';
import { useTranslation } from 'react-i18next';

export interface TicketCardProps {
  registration: Registration;
  /** The event's title and when, where the card stands alone (My tickets). */
  heading?: string;
  details?: string;
}

/** A ticket: its QR code and code to show at the door, or the waitlist's word. */
export function TicketCard({ registration, heading, details }: TicketCardProps) {
  const { t } = useTranslation();
  const code = registration.ticket_code;
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-ink-100 bg-white p-5 text-center shadow-warm sm:flex-row sm:text-left">
      {code ? (
        <img
          src={ticketQrUrl(code)}
          alt={t('qrCodeOfTicketCode', 'QR code of ticket {{code}}', { code })}
          width={160}
          height={160}
          className="size-40 shrink-0 rounded-xl border border-ink-100"
        />
      ) : null}
      <div className="min-w-0">
        {heading && <h3 className="text-lg font-semibold">{heading}</h3>}
        {details && <p className="text-sm text-ink-600">{details}</p>}
        <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
          {registration.status === 'confirmed' && (
            <Badge tone="green">{t('confirmed', 'Confirmed')}</Badge>
          )}
          {registration.status === 'waitlisted' && (
            <Badge tone="gold">{t('onTheWaitlist', 'On the waitlist')}</Badge>
          )}
          {registration.checked_in_at && <Badge tone="blue">{t('checkedIn', 'Checked in')}</Badge>}
          {registration.guests > 0 && (
            <Badge tone="neutral">
              {t('plusGuests', {
                count: registration.guests,
                defaultValue_one: '+{{count}} guests',
                defaultValue_other: '+{{count}} guests',
              })}
            </Badge>
          )}
        </div>
        {code && (
          <p
            className="mt-2 font-mono text-lg font-semibold tracking-wider"
            data-testid="ticket-code"
          >
            {code}
          </p>
        )}
      </div>
    </div>
  );
}
