import { contactParts } from '../lib/contact-parts';
import { cn } from '../lib/cn';

/**
 * Free-typed contact details: a phone number stays on one line (a number broken across two
 * lines is easily misread and cannot be copied whole) and can be dialled; an e-mail address
 * may break anywhere, as it is one long word; the rest wraps as text.
 */
export function ContactText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  const link = cn('font-medium text-ember-700 underline-offset-4 hover:underline', linkClassName);
  return contactParts(text).map((part, index) => {
    if (part.kind === 'phone')
      return (
        <a key={index} href={part.href} className={cn(link, 'whitespace-nowrap')}>
          {part.text}
        </a>
      );
    if (part.kind === 'email')
      return (
        <a key={index} href={part.href} className={cn(link, 'wrap-anywhere')}>
          {part.text}
        </a>
      );
    return <span key={index}>{part.text}</span>;
  });
}
