/**
 * The registration mails as a phone's mail program shows them (docs/events.md#cancelling): the
 * cancel link and the ticket are buttons a thumb can press, in the table-cell form Gmail and
 * Outlook both draw, a long address wraps inside the card, and the plain-text part still
 * carries every address.
 */
import { defaultChurchSettings } from '@torch/contract';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { MailContent } from '../mail/templates';
import {
  attendeeMail,
  confirmRegistrationMail,
  promotedMail,
  reminderMail,
  ticketMail,
  waitlistedMail,
  type RegistrationMailFacts,
} from './mails';

// As long as a real one: three ids and an HMAC.
const cancelUrl =
  'https://church.example/#/events/registration/cancel?event=0b8f3c1e-5d4a-4e0b-9f6a-2c7d8e9f0a1b&registration=7e6d5c4b-3a29-4180-8f7e-6d5c4b3a2918&token=Qm9vay1hLXBsYWNlLWF0LXRoZS1jb3VwbGVzLWRpbm5lci10b2tlbg';
const qrUrl = 'https://church.example/api/tickets/TKT-7KQ4-M9XD-2HPA/qr.png';
const facts: RegistrationMailFacts = {
  fullName: 'Grace Namuli',
  eventTitle: 'Couples Dinner',
  when: 'Friday 20 March 2026, 7:00 PM - 10:00 PM, at Serena Hotel',
  cancelUrl,
  ticket: { code: 'TKT-7KQ4-M9XD-2HPA', qrUrl },
};
const { ticket: _ticket, ...waitlisted } = facts;

const church = {
  ...defaultChurchSettings,
  brandColour: '#c2410c',
};

function open(mail: MailContent) {
  const document = new JSDOM(mail.html).window.document;
  /** The link whose text is `label`, with the cell that draws it as a button. */
  const button = (label: string) => {
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === label);
    if (!link) throw new Error(`No "${label}" link in "${mail.subject}"`);
    const cell = link.closest('td');
    return { link, cell, table: link.closest('table') };
  };
  return { document, button };
}

describe('registration mails on a phone', () => {
  it('gives the ticket mail a ticket button and a cancel button, both real links', () => {
    const mail = ticketMail(facts)(church);
    const { button } = open(mail);

    const ticket = button('Open my ticket');
    expect(ticket.link.getAttribute('href')).toBe(qrUrl);
    const cancel = button('Cancel my place');
    expect(cancel.link.getAttribute('href')).toBe(cancelUrl);
    for (const { link, cell, table } of [ticket, cancel]) {
      // A one-cell table carries the button's colour: Outlook ignores a link's background.
      expect(table?.getAttribute('role')).toBe('presentation');
      expect(cell?.getAttribute('bgcolor')).toMatch(/^#[0-9a-f]{6}$/i);
      expect(cell?.getAttribute('style')).toContain('mso-padding-alt');
      // A thumb-sized target elsewhere.
      expect(link.getAttribute('style')).toMatch(/display:inline-block;padding:12px 20px/);
    }
    // The ticket is the main button; cancelling is the outlined one.
    expect(ticket.cell?.getAttribute('bgcolor')).toBe('#c2410c');
    expect(cancel.cell?.getAttribute('bgcolor')).toBe('#ffffff');

    expect(mail.text).toContain(`Open my ticket: ${qrUrl}`);
    expect(mail.text).toContain(`Cancel my place: ${cancelUrl}`);
    expect(mail.text).toContain('Cannot come after all? Cancel your place');
  });

  it('wraps the long cancel address inside the card instead of running out of it', () => {
    const { document } = open(ticketMail(facts)(church));
    const shown = [...document.querySelectorAll('a')].filter((a) => a.textContent === cancelUrl);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.getAttribute('style')).toContain('word-break:break-all');
    // No paragraph prints the address as bare text any more.
    const bare = [...document.querySelectorAll('p')].filter(
      (p) => p.textContent?.includes(cancelUrl) && !p.querySelector('a'),
    );
    expect(bare).toEqual([]);
    // Any other long word (a title, a street) wraps too: the card's text inherits it.
    const card = document.querySelector('[role="article"]');
    expect(card?.getAttribute('style')).toContain('overflow-wrap:anywhere;word-break:break-word');
  });

  it('has the cancel button in every registration mail', () => {
    const mails = [
      confirmRegistrationMail({ ...waitlisted, confirmUrl: 'https://church.example/#/c?token=t' }),
      promotedMail(facts),
      waitlistedMail(waitlisted),
      reminderMail(facts, 24),
      reminderMail(facts, 2),
      attendeeMail({ ...facts, subject: 'Parking', message: 'Park at the back.' }),
    ].map((draft) => draft(church));
    for (const mail of mails) {
      expect(open(mail).button('Cancel my place').link.getAttribute('href')).toBe(cancelUrl);
      expect(mail.text).toContain(`Cancel my place: ${cancelUrl}`);
    }
    // The mails that carry a ticket open it too.
    for (const mail of [mails[1]!, mails[3]!, mails[4]!]) {
      expect(open(mail).button('Open my ticket').link.getAttribute('href')).toBe(qrUrl);
    }
  });
});
