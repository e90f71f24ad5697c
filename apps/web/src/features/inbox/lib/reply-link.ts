import type { ContactMessage } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

/**
 * A mailto: link answering a message in the admin's own mail program, until the server
 * sends mail itself. The subject is encoded, so a visitor's subject cannot add headers.
 */
export function replyLink(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const address = encodeURIComponent(message.email).replaceAll('%40', '@');
  const subject = /^re:/i.test(message.subject.trim())
    ? message.subject.trim()
    : i18next.t('replySubject', 'Re: {{subject}}', { subject: message.subject.trim() });
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
