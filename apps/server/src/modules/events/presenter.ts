/** The one place an event row becomes the API's event shape (docs/product.md#data). */
import type { Event } from '@torch/contract';
import type { events } from '../../db/schema';

export function toEventDto(row: typeof events.$inferSelect): Event {
  return {
    _id: row.id,
    created_at: row.createdAt.toISOString(),
    title: row.title,
    location: row.location,
    event_date: row.eventDate,
    event_time: row.eventTime,
    registration_required: row.registrationRequired,
    description: row.description,
    // The field's name is historical: it carries the poster's URL, never base64 data.
    image_base64: row.imageUrl,
    ...(row.capacity !== null ? { capacity: row.capacity } : {}),
    ...(row.registrationClosesAt
      ? { registration_closes_at: row.registrationClosesAt.toISOString() }
      : {}),
  };
}
