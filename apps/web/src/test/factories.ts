/** Valid API shapes for tests, so each test states only what matters to its story. */
import type { Event, User } from '@torch/contract';

let sequence = 0;

export function createUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    _id: id,
    fullName: 'Grace Namuli',
    email: `member${sequence}@torch.test`,
    avatarUrl: null,
    role: 'User',
    createdAt: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A maker of valid items from `defaults`, changed by what a test names. With `idFrom`, an
 * item given that field takes it as its `_id` too, so items a test tells apart by title or
 * name are also told apart by the keys a list renders them with.
 */
export function factory<T extends { _id: string }>(defaults: T, idFrom?: keyof T) {
  return (overrides: Partial<T> = {}): T => {
    const named = idFrom === undefined ? undefined : overrides[idFrom];
    return { ...defaults, ...(named == null ? {} : { _id: String(named) }), ...overrides };
  };
}

/** An event on the public calendar; events a test names by title are keyed by it. */
export const createCalendarEvent = factory<Event>(
  {
    _id: 'event',
    created_at: '2026-11-01T10:00:00.000Z',
    title: 'Gathering',
    location: 'Main Sanctuary',
    event_date: '2026-12-12',
    event_time: '18:00',
    registration_required: false,
    description: 'An evening together.',
    image_base64: null,
  },
  'title',
);
