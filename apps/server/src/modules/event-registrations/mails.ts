/**
 * The messages of registration (docs/events.md): every one carries a button that cancels the
 * place, and every confirmed place its ticket code, its QR code and a button that opens it.
 */
import { render, type MailAction, type MailChurch, type MailDraft } from '../mail/templates';

/** What each message says about the event and the links it carries. */
export interface RegistrationMailFacts {
  fullName: string;
  eventTitle: string;
  /** "Saturday 18 April 2026, 7:00 PM - 10:00 PM at Serena Hotel". */
  when: string;
  cancelUrl: string;
  ticket?: { code: string; qrUrl: string };
}

/** Every registration mail's second button: a place given back goes to the waitlist. */
const cancelAction = (facts: RegistrationMailFacts): MailAction => ({
  intro: 'Cannot come after all? Cancel your place so someone else can have it.',
  label: 'Cancel my place',
  url: facts.cancelUrl,
});

function ticketLines(facts: RegistrationMailFacts): string[] {
  return facts.ticket
    ? [`Your ticket: ${facts.ticket.code}. Show this code or the QR code below at the door.`]
    : [];
}

/**
 * The ticket itself, its QR code full-size: at the door on a phone, and in a mail program that
 * holds back the picture in the mail.
 */
const ticketAction = (ticket: NonNullable<RegistrationMailFacts['ticket']>): MailAction => ({
  label: 'Open my ticket',
  url: ticket.qrUrl,
});

function withTicket(
  facts: RegistrationMailFacts,
  subject: string,
  opening: string,
  footnote: string | ((church: MailChurch) => string),
): MailDraft {
  return render((church) => ({
    subject,
    greeting: `Hello ${facts.fullName},`,
    paragraphs: [opening, facts.when, ...ticketLines(facts)],
    ...(facts.ticket
      ? {
          image: { url: facts.ticket.qrUrl, alt: `QR code of ticket ${facts.ticket.code}` },
          action: ticketAction(facts.ticket),
          secondaryAction: cancelAction(facts),
        }
      : { secondaryAction: cancelAction(facts) }),
    footnote: typeof footnote === 'function' ? footnote(church) : footnote,
  }));
}

export function confirmRegistrationMail(
  facts: RegistrationMailFacts & { confirmUrl: string },
): MailDraft {
  return render({
    subject: `Confirm your place at ${facts.eventTitle}`,
    greeting: `Hello ${facts.fullName},`,
    paragraphs: [
      `You asked for a place at ${facts.eventTitle} (${facts.when}). Confirm it with the button below; the link works once.`,
    ],
    action: { label: 'Confirm my place', url: facts.confirmUrl },
    secondaryAction: cancelAction(facts),
    footnote:
      'If you did not ask for this, ignore this message: nothing is booked without the link.',
  });
}

export const ticketMail = (facts: RegistrationMailFacts) =>
  withTicket(
    facts,
    `Your ticket for ${facts.eventTitle}`,
    `Your place at ${facts.eventTitle} is confirmed. We look forward to seeing you.`,
    (church) => `Questions? Write to ${church.email}.`,
  );

export const promotedMail = (facts: RegistrationMailFacts) =>
  withTicket(
    facts,
    `A place opened up: you are going to ${facts.eventTitle}`,
    `Good news: a place opened up at ${facts.eventTitle} and it is yours. You no longer wait on the waitlist.`,
    (church) => `Questions? Write to ${church.email}.`,
  );

export const waitlistedMail = (facts: RegistrationMailFacts) =>
  withTicket(
    facts,
    `You are on the waitlist for ${facts.eventTitle}`,
    `${facts.eventTitle} is full, so you are on the waitlist. If a place opens, it goes to the next person in line and we email you with your ticket.`,
    (church) => `Questions? Write to ${church.email}.`,
  );

export const reminderMail = (facts: RegistrationMailFacts, hoursBefore: 24 | 2) =>
  withTicket(
    facts,
    hoursBefore === 24
      ? `Coming up: ${facts.eventTitle}`
      : `Starting in 2 hours: ${facts.eventTitle}`,
    hoursBefore === 24
      ? `A reminder: ${facts.eventTitle} is coming up within a day.`
      : `A reminder: ${facts.eventTitle} starts in about two hours.`,
    'You receive this reminder because you registered for this event.',
  );

export function attendeeMail(
  facts: RegistrationMailFacts & { subject: string; message: string },
): MailDraft {
  return render({
    subject: facts.subject,
    greeting: `Hello ${facts.fullName},`,
    paragraphs: [...facts.message.split(/\n{2,}/), facts.when],
    secondaryAction: cancelAction(facts),
    footnote: `You receive this message because you registered for ${facts.eventTitle}.`,
  });
}
