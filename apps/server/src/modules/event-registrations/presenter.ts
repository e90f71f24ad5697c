/** The one place a registration row becomes the API's shapes (docs/events.md). */
import type { Registration, Ticket } from '@torch/contract';
import type { EventRegistrationRow, events } from '../../db/schema';

type EventRow = typeof events.$inferSelect;

export function toRegistrationDto(row: EventRegistrationRow): Registration {
  return {
    _id: row.id,
    event_id: row.eventId,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    status: row.status,
    // A code is only a ticket once the place is confirmed.
    ticket_code: row.status === 'confirmed' ? row.ticketCode : null,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toTicketDto(row: EventRegistrationRow, event: EventRow): Ticket {
  return {
    ...toRegistrationDto(row),
    event_title: event.title,
    event_date: event.eventDate,
    event_time: event.eventTime,
    event_location: event.location,
  };
}
