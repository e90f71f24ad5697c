/**
 * The messages the server mails, each as plain text and as simple HTML (one column, real text,
 * the church's name at the top). Everything interpolated into the HTML is escaped.
 *
 * A template answers a draft, a function of the church's settings: the queue fills them in when
 * the message is queued, so a renamed church or a new address shows in the next mail at once
 * (docs/decisions/040-church-settings-everywhere.md).
 */
import type { ChurchSettings } from '@torch/contract';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (a newsletter, a notification). */
  headers?: Record<string, string>;
}

/** The church facts a mail shows: its name, address, e-mail, currency and colour. */
export type MailChurch = Pick<
  ChurchSettings,
  'name' | 'address' | 'email' | 'currency' | 'brandColour'
>;

/** A message waiting for the church's current settings. */
export type MailDraft = (church: MailChurch) => MailContent;

/** The same draft with extra headers (List-Unsubscribe). */
export const withHeaders =
  (draft: MailDraft, headers: Record<string, string>): MailDraft =>
  (church) => ({ ...draft(church), headers });

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A link drawn as a button; the text version writes it as "label: url". */
export interface MailAction {
  label: string;
  url: string;
  /** A sentence above the button, saying what it is for. */
  intro?: string;
}

export interface Layout {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** A picture under the paragraphs (a ticket's QR code); the text version has its words. */
  image?: { url: string; alt: string };
  /** The mail's main button, filled with the church's colour. */
  action?: MailAction;
  /** A second, outlined button under the first (a registration's cancel link). */
  secondaryAction?: MailAction;
  footnote: string;
  /** A newsletter's body: safe HTML (sanitised), and its markdown for the plain-text part. */
  body?: { html: string; text: string };
  /** A small link under the footnote: the unsubscribe link of a newsletter or a notification. */
  footerLink?: { label: string; url: string };
}

/** A layout as a draft; a layout that names the church is written as a function of it. */
export function render(layout: Layout | ((church: MailChurch) => Layout)): MailDraft {
  return (church) => renderFor(church, typeof layout === 'function' ? layout(church) : layout);
}

/** Body text. */
const paragraph = (inner: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933">${inner}</p>`;

/**
 * A button mail programs all draw (docs/configuration.md#mail): a one-cell table whose cell
 * carries the colour and the edge, so Outlook's Word engine, which ignores a link's padding,
 * background and border, still shows a button (its padding from mso-padding-alt), and Gmail
 * and phones get a link padded to a thumb-sized target. Under it, the address as text that wraps anywhere, for
 * a mail program that blocks the button.
 */
function button(action: MailAction, colour: string, style: 'filled' | 'outlined'): string {
  const url = escapeHtml(action.url);
  const filled = style === 'filled';
  const background = filled ? colour : '#ffffff';
  const ink = filled ? '#ffffff' : colour;
  return `${action.intro ? paragraph(escapeHtml(action.intro)) : ''}<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;border-collapse:separate">
<tr><td align="center" bgcolor="${background}" style="border:2px solid ${colour};border-radius:6px;background:${background};mso-padding-alt:12px 20px"><a href="${url}" target="_blank" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${background};color:${ink};font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;line-height:20px;text-decoration:none">${escapeHtml(action.label)}</a></td></tr>
</table>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d">If the button does not work, copy this address into your browser:<br><a href="${url}" style="color:${colour};word-break:break-all;overflow-wrap:anywhere">${url}</a></p>`;
}

const actionText = (action: MailAction) => [
  ...(action.intro ? [action.intro, ''] : []),
  `${action.label}: ${action.url}`,
  '',
];

function renderFor(
  church: MailChurch,
  {
    subject,
    greeting,
    paragraphs,
    image,
    action,
    secondaryAction,
    footnote,
    body,
    footerLink,
  }: Layout,
): MailContent {
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...(body ? [body.text, ''] : []),
    ...(action ? actionText(action) : []),
    ...(secondaryAction ? actionText(secondaryAction) : []),
    footnote,
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []),
    '',
    `${church.name}, ${church.address}`,
  ].join('\n');
  const p = paragraph;
  // The card's text wraps anywhere, so a long address or title never runs out of it on a phone.
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif">
<div role="article" aria-label="${escapeHtml(subject)}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px 24px;overflow-wrap:anywhere;word-break:break-word">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${church.brandColour}">${escapeHtml(church.name)}</p>
${greeting ? p(escapeHtml(greeting)) : ''}
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${body ? `<div style="font-size:16px;line-height:1.5;color:#1f2933">${body.html}</div>` : ''}
${image ? `<p style="margin:0 0 16px"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" width="200" height="200" style="display:block"></p>` : ''}
${action ? button(action, church.brandColour, 'filled') : ''}
${secondaryAction ? button(secondaryAction, church.brandColour, 'outlined') : ''}
<p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:#52606d">${escapeHtml(footnote)}${
    footerLink
      ? ` <a href="${escapeHtml(footerLink.url)}" style="color:#52606d">${escapeHtml(footerLink.label)}</a>`
      : ''
  }</p>
<p style="margin:16px 0 0;font-size:13px;color:#7b8794">${escapeHtml(`${church.name}, ${church.address}`)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

export function passwordResetMail(input: { fullName: string; link: string }): MailDraft {
  return render((church) => ({
    subject: `Choose a new password for ${church.name}`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below. It works once, for one hour.',
    ],
    action: { label: 'Choose a new password', url: input.link },
    footnote:
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
  }));
}

export function passwordChangedMail(input: { fullName: string; signInUrl: string }): MailDraft {
  return render((church) => ({
    subject: `Your ${church.name} password was changed`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      'The password of your account was just changed, and your other devices were signed out.',
      `If you did not do this, reset your password from the sign-in page at once and tell the church office (${church.email}).`,
    ],
    action: { label: 'Sign in', url: input.signInUrl },
    footnote: 'You receive this message whenever your password changes.',
  }));
}

/**
 * The receipt a giver is mailed when a gift succeeds (docs/giving.md#receipts). A test-mode gift
 * moved no money and anyone may type any name and address into it, so its mail says so in the
 * subject and first line and greets no one by the name typed (docs/giving.md#test-mode).
 */
export function giftReceiptMail(input: {
  fullName: string;
  amountUgx: number;
  fund: string;
  network: string;
  receiptNumber: string;
  /** The day the gift was received, as the church writes it (its own time zone). */
  receivedOn: string;
  /** The printable receipt page, opened with the gift's reference. */
  receiptUrl: string;
  /** A simulated gift (PAYMENTS_MODE=test). */
  test?: boolean;
}): MailDraft {
  if (input.test)
    return render((church) => ({
      subject: `TEST, no money moved: ${church.name} test receipt ${input.receiptNumber}`,
      greeting: 'Hello,',
      paragraphs: [
        `TEST RECEIPT: no money moved. ${church.name}'s giving is in test mode, so this gift was simulated and this is not a receipt for a gift.`,
        `The test gift: ${church.currency} ${input.amountUgx.toLocaleString('en')} for ${input.fund} by ${input.network} (simulated) on ${input.receivedOn}, test number ${input.receiptNumber}.`,
      ],
      action: { label: 'View the test receipt', url: input.receiptUrl },
      footnote: `If you did not try the giving page, ignore this message, or tell ${church.email}.`,
    }));
  return render((church) => ({
    subject: `Your gift to ${church.name}: receipt ${input.receiptNumber}`,
    greeting: `Dear ${input.fullName},`,
    paragraphs: [
      `Thank you for your gift. We received ${church.currency} ${input.amountUgx.toLocaleString('en')} for ${input.fund} by ${input.network} on ${input.receivedOn}.`,
      `Receipt number: ${input.receiptNumber}. Keep this message as your receipt.`,
    ],
    action: { label: 'View and print your receipt', url: input.receiptUrl },
    footnote: `Questions about your gift? Write to ${church.email} and quote the receipt number.`,
  }));
}

/** Sent to the address of an account just closed (docs/security.md#closing-an-account). */
export function accountClosedMail(input: { fullName: string }): MailDraft {
  return render((church) => ({
    subject: `Your ${church.name} account was closed`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      'Your account was closed and your profile removed. Your chat messages now show as written by a former member, and your prayer requests and testimonies are no longer linked to you.',
      `If you did not do this, write to the church office at once (${church.email}).`,
    ],
    footnote: 'You are welcome back at any time: you can create a new account whenever you like.',
  }));
}

/** The link that confirms a new address, mailed to that address. */
export function emailChangeMail(input: { fullName: string; link: string }): MailDraft {
  return render((church) => ({
    subject: `Confirm your new ${church.name} e-mail address`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      'You asked to use this address for your account. Confirm it with the link below; it works once, for one hour. Until then your old address stays in use.',
    ],
    action: { label: 'Confirm this address', url: input.link },
    footnote: 'If you did not ask for this, ignore this message: nothing changes.',
  }));
}

/**
 * The current address is told as soon as a change is asked for, with a link to cancel it: the
 * one who asked may be someone who learnt the password (docs/security.md#changing-the-e-mail-address).
 */
export function emailChangeRequestedMail(input: {
  fullName: string;
  newEmail: string;
  cancelLink: string;
}): MailDraft {
  return render((church) => ({
    subject: `Someone asked to change your ${church.name} e-mail address`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `Someone signed in to your account asked to move it to ${input.newEmail}. It moves only if the link mailed there is followed within the hour.`,
      'If this was not you, cancel it with the link below and change your password.',
    ],
    action: { label: 'Cancel this change', url: input.cancelLink },
    footnote: 'If it was you, there is nothing to do.',
  }));
}

/** The old address is told once the change took effect. */
export function emailChangedMail(input: { fullName: string; newEmail: string }): MailDraft {
  return render((church) => ({
    subject: `Your ${church.name} e-mail address was changed`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `The e-mail address of your account was changed to ${input.newEmail}. Sign in with the new address from now on.`,
      `If you did not do this, write to the church office at once (${church.email}).`,
    ],
    footnote: 'This message went to your previous address so that you know.',
  }));
}

/**
 * An admin's invitation to register (docs/product.md#users): the link opens the Register page
 * with the address (and the name, when the admin gave one) filled in. It holds no token: anyone
 * may register, so the link only saves typing.
 */
export function invitationMail(input: {
  fullName: string | undefined;
  inviterName: string;
  link: string;
}): MailDraft {
  return render((church) => ({
    subject: `${input.inviterName} invites you to join ${church.name}`,
    greeting: input.fullName ? `Hello ${input.fullName},` : 'Hello,',
    paragraphs: [
      `${input.inviterName} invites you to create an account with ${church.name}: chat with the community, follow teachings and events, and serve together.`,
      'The link below opens the Register page with your address filled in; you only choose a password.',
    ],
    action: { label: 'Create my account', url: input.link },
    footnote: `If you were not expecting this, ignore this message: no account is made unless you register. Questions: ${church.email}.`,
  }));
}
