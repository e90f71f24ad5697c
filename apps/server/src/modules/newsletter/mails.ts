/**
 * The newsletter's mails: the confirmation of a new subscription, and an issue as each
 * subscriber receives it, with the unsubscribe link in its footer and in the List-Unsubscribe
 * headers a mail program shows as its own button (docs/newsletter.md).
 */
import { render, withHeaders, type MailDraft } from '../mail/templates';

/** The links a newsletter mail carries, built from PUBLIC_URL (no trailing slash). */
export const newsletterLinks = (publicUrl: string) => ({
  confirm: (token: string) => `${publicUrl}/#/newsletter/confirm?token=${token}`,
  unsubscribePage: (token: string) => `${publicUrl}/#/newsletter/unsubscribe?token=${token}`,
  /** Where a mail program POSTs `List-Unsubscribe=One-Click` (RFC 8058). */
  oneClick: (token: string) => `${publicUrl}/api/newsletter/unsubscribe/${token}`,
});

export type NewsletterLinks = ReturnType<typeof newsletterLinks>;

export function confirmationMail(link: string): MailDraft {
  return render((church) => ({
    subject: `Confirm your subscription to news from ${church.name}`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone, we hope you, asked to receive news from ${church.name} at this address. Confirm with the button below and we will start sending. The link works once, for seven days.`,
    ],
    action: { label: 'Confirm my subscription', url: link },
    footnote:
      'If you did not ask for this, ignore this message: we will not write to you unless the link is used.',
  }));
}

/** An issue's body, rendered once; each recipient's copy differs only in its links. */
export interface IssueContent {
  subject: string;
  /** The staff's markdown, for the plain-text part. */
  body: string;
  /** The same, rendered and sanitised as a blog post is. */
  bodyHtml: string;
}

export function issueMail(
  issue: IssueContent,
  unsubscribeToken: string,
  links: NewsletterLinks,
): MailDraft {
  const content = render((church) => ({
    subject: issue.subject,
    paragraphs: [],
    body: { html: issue.bodyHtml, text: issue.body },
    footnote: `You receive this because you subscribed to news from ${church.name}.`,
    footerLink: { label: 'Unsubscribe', url: links.unsubscribePage(unsubscribeToken) },
  }));
  return withHeaders(content, {
    'List-Unsubscribe': `<${links.oneClick(unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
}

/** A draft mailed to the admin alone: marked as a test, and with no one's unsubscribe link. */
export function testIssueMail(issue: IssueContent): MailDraft {
  return render({
    subject: `[Test] ${issue.subject}`,
    paragraphs: [],
    body: { html: issue.bodyHtml, text: issue.body },
    footnote:
      'This is a test sent to you alone. Each subscriber’s copy ends with their own unsubscribe link.',
  });
}
