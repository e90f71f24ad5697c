import { eventDayText, eventTimeText } from '../../../shared/lib/event-when';
import { LoadMore, loadedOf } from '../../../shared/ui/load-more';
import { QueryView } from '../../../shared/ui/query-view';
import { useMyTickets } from '../api';
import { TicketCard } from './ticket-card';
import { useTranslation } from 'react-i18next';

/**
 * "My tickets" on the profile: the events the member is registered for, soonest first, each
 * with its QR code, a page at a time (docs/events.md#tickets).
 */
export function MyTickets() {
  const { t } = useTranslation();
  const tickets = useMyTickets();
  return (
    <section aria-labelledby="my-tickets">
      <h2 id="my-tickets" className="text-2xl font-semibold">
        {t('myTickets', 'My tickets')}
      </h2>
      <div className="mt-4 grid gap-4">
        <QueryView
          query={tickets}
          loadingLabel={t('loadingYourTickets', 'Loading your tickets…')}
          errorTitle={t('yourTicketsCouldNotBeLoaded', 'Your tickets could not be loaded')}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-ink-600">
                {t(
                  'whenYouRegisterForAnEventItsTicketAppearsHere',
                  'When you register for an event, its ticket appears here.',
                )}
              </p>
            ) : (
              <>
                {list.map((ticket) => (
                  <TicketCard
                    key={ticket._id}
                    registration={ticket}
                    heading={ticket.event_title}
                    details={t('ticketDetails', '{{date}}, {{time}}, {{location}}', {
                      date: eventDayText(ticket.event_date),
                      time: eventTimeText(ticket.event_time),
                      location: ticket.event_location,
                    })}
                  />
                ))}
                <LoadMore query={tickets} count={loadedOf(tickets, t('ticketsNoun', 'tickets'))} />
              </>
            )
          }
        </QueryView>
      </div>
    </section>
  );
}
