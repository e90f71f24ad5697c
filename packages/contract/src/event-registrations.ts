/** Registration for events, tickets, check-in at the door and the staff's views (docs/events.md). */
import { z } from 'zod';
import { emailSchema, requiredText } from './common';
import { pageQuerySchema } from './http/page';

export const MAX_GUESTS = 10;

/**
 * A visitor sends a name and an address (the place is confirmed by a mailed link); a signed-in
 * member sends nothing: the account says who is coming, so both fields are optional here and
 * the server asks for them only from a visitor.
 */
export const registrationInputSchema = z.object({
  fullName: requiredText('Full name', 100).optional(),
  email: emailSchema.optional(),
  phone: z.string().trim().max(30, { error: 'Phone must be at most 30 characters' }).optional(),
  guests: z
    .number({ error: 'guests must be a number' })
    .int({ error: 'guests must be a whole number' })
    .min(0, { error: 'guests cannot be negative' })
    .max(MAX_GUESTS, { error: `Bring at most ${MAX_GUESTS} guests` })
    .default(0),
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;

export const registrationStatuses = ['pending', 'confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** A registration as its owner (and the staff) see it. */
export const registrationSchema = z.object({
  _id: z.string(),
  event_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  guests: z.number(),
  status: z.enum(registrationStatuses),
  /** Shown and scanned only once the place is confirmed. */
  ticket_code: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** What registering answers: the registration and a sentence for the person who asked. */
export const registrationResultSchema = z.object({
  message: z.string(),
  registration: registrationSchema,
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** A member's ticket on the profile ("My tickets"): the registration and its event. */
export const ticketSchema = registrationSchema.extend({
  event_title: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  event_location: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** "My tickets", a page at a time; `event` narrows it to one event (its Register button). */
export const myTicketsQuerySchema = pageQuerySchema.extend({
  event: z.guid({ error: 'event must be an event id' }).optional(),
});

export const registrationTokenSchema = z.object({
  token: z.string({ error: 'The link is not valid' }).min(1, { error: 'The link is not valid' }),
});

export const registrationCancelQuerySchema = z.object({ token: z.string().max(200).optional() });

export const registrationParamsSchema = z.object({ id: z.guid(), registrationId: z.guid() });
export const ticketCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9-]{6,40}$/),
});

export const registrationListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(['confirmed', 'waitlisted', 'checked-in', 'cancelled', 'pending'], {
      error: 'status must be confirmed, waitlisted, checked-in, cancelled or pending',
    })
    .optional(),
  q: z.string().trim().max(100).optional(),
});

/** The door's counts: people (a registration with guests counts 1 + guests). */
export const attendanceSchema = z.object({
  event_id: z.string(),
  title: z.string(),
  event_date: z.string(),
  capacity: z.number().nullable(),
  registered: z.number(),
  waitlisted: z.number(),
  checked_in: z.number(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** At the door: a scanned ticket code, or a registration found by name. */
export const checkInInputSchema = z
  .object({
    code: z.string().trim().toUpperCase().max(40).optional(),
    registrationId: z.guid({ error: 'registrationId is not valid' }).optional(),
  })
  .refine((input) => input.code || input.registrationId, {
    error: 'Scan a ticket or choose a name',
    path: ['code'],
  });

export const checkInResultSchema = z.object({
  /** Arrived just now (true) or earlier (false: the message says when). */
  first_time: z.boolean(),
  message: z.string(),
  registration: registrationSchema,
  attendance: attendanceSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const attendeeMailSchema = z.object({
  subject: requiredText('Subject', 150),
  message: requiredText('Message', 5000),
});
export const attendeeMailResultSchema = z.object({ queued: z.number() });

export const registrationMessages = {
  checkEmail: 'Check your email: open the link we sent to confirm your place.',
  confirmed: 'You are registered. Your ticket is in your email.',
  waitlisted: 'The event is full: you are on the waitlist and we will email you if a place opens.',
  alreadyRegistered: 'You are already registered for this event.',
  cancelled: 'Your registration is cancelled.',
  notOpen: 'This event does not take registrations.',
  closed: 'Registration for this event has closed.',
  linkInvalid: 'This link is not valid or was already used.',
  signInToCancel: 'Sign in, or use the link in your email, to cancel a registration.',
  checkedIn: 'Checked in',
  unknownTicket: 'No ticket with this code for this event',
  notConfirmed: 'This registration has no confirmed place',
  needName: 'Full name is required',
  needEmail: 'Email is required',
} as const;

export const registrationNotFoundMessage = 'Registration not found';
