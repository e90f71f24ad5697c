/**
 * What each notification says (docs/notifications.md), by mail and by push. A notice names the
 * app page it is about; the mail's button and the push's click both open it.
 */
import type { NotificationKind } from '@torch/contract';

export interface Notice {
  kind: NotificationKind;
  subject: string;
  paragraphs: string[];
  /** The web app page it is about, e.g. `/#/profile`. */
  page: string;
  actionLabel: string;
  /** The push's two lines; the subject and first paragraph when left out. */
  push?: { title: string; body: string };
}

const decided = (status: 'Approved' | 'Rejected') =>
  status === 'Approved' ? 'approved' : 'not approved this time';

export const notices = {
  volunteerDecision: (input: { teamName: string; status: 'Approved' | 'Rejected' }): Notice => ({
    kind: 'volunteer_decision',
    subject: `Your application to ${input.teamName} was ${decided(input.status)}`,
    paragraphs: [
      input.status === 'Approved'
        ? `Welcome to ${input.teamName}! Your application to serve was approved; the team leader will be in touch.`
        : `Thank you for offering to serve on ${input.teamName}. Your application was not approved this time; you are welcome to apply to another team.`,
    ],
    page: '/#/profile',
    actionLabel: 'See your applications',
  }),
  campusDecision: (input: { campusName: string; status: 'Approved' | 'Rejected' }): Notice => ({
    kind: 'campus_decision',
    subject: `Your campus proposal "${input.campusName}" was ${decided(input.status)}`,
    paragraphs: [
      input.status === 'Approved'
        ? `Your proposal to start ${input.campusName} was approved, and the campus is now listed on the site.`
        : `Thank you for proposing ${input.campusName}. It was not approved this time; the church office can tell you more.`,
    ],
    page: '/#/light-campuses',
    actionLabel: 'See the campuses',
  }),
  testimonyApproved: (input: { title: string }): Notice => ({
    kind: 'testimony_approved',
    subject: `Your testimony "${input.title}" is now on the site`,
    paragraphs: [
      'Thank you for sharing what God has done. Your testimony was approved and others can now read it.',
    ],
    page: '/#/testimonies',
    actionLabel: 'Read the testimonies',
  }),
  prayerAnswered: (input: { requestText: string }): Notice => ({
    kind: 'prayer_answered',
    subject: 'Your prayer request was marked answered',
    paragraphs: [
      `We rejoice with you: your prayer request "${excerpt(input.requestText)}" was marked answered.`,
    ],
    page: '/#/prayer',
    actionLabel: 'Open the prayer wall',
  }),
  unreadMessages: (input: { fromName: string; count: number }): Notice => ({
    kind: 'private_message',
    subject: `${input.fromName} sent you a message`,
    paragraphs: [
      input.count === 1
        ? `${input.fromName} sent you a private message in the chat that you have not read yet.`
        : `${input.fromName} sent you ${input.count} private messages in the chat that you have not read yet.`,
    ],
    page: '/#/chat',
    actionLabel: 'Open the chat',
  }),
  newContactMessage: (input: { name: string; subject: string }): Notice => ({
    kind: 'new_contact_message',
    subject: `New contact message from ${input.name}: ${input.subject}`,
    paragraphs: [`${input.name} wrote through the contact form about "${input.subject}".`],
    page: '/#/admin/inbox',
    actionLabel: 'Open the Inbox',
  }),
  newCampusProposal: (input: { applicantName: string; campusName: string }): Notice => ({
    kind: 'new_campus_proposal',
    subject: `New campus proposal: ${input.campusName}`,
    paragraphs: [`${input.applicantName} proposes to start ${input.campusName}.`],
    page: '/#/admin/campuses',
    actionLabel: 'Review the proposal',
  }),
  newVolunteerApplication: (input: { fullName: string; teamName: string }): Notice => ({
    kind: 'new_volunteer_application',
    subject: `New volunteer application for ${input.teamName}`,
    paragraphs: [`${input.fullName} applied to serve on ${input.teamName}.`],
    page: '/#/admin/serve',
    actionLabel: 'Review the application',
  }),
  prayerDigest: (input: {
    day: string;
    requests: Array<{ name: string; text: string }>;
  }): Notice => ({
    kind: 'prayer_digest',
    subject: `${input.requests.length} new prayer ${input.requests.length === 1 ? 'request' : 'requests'} on ${input.day}`,
    paragraphs: [
      `The prayer requests received on ${input.day}:`,
      ...input.requests.map((request) => `${request.name}: ${excerpt(request.text, 200)}`),
    ],
    page: '/#/admin/prayers',
    actionLabel: 'Open the prayer requests',
  }),
  /** Push only: a private message at once (the mail waits 15 minutes, see the sweeper). */
  privateMessage: (input: { fromName: string; text: string }): Notice => ({
    kind: 'private_message',
    subject: input.fromName,
    paragraphs: [excerpt(input.text)],
    page: '/#/chat',
    actionLabel: 'Open the chat',
  }),
  chatReply: (input: { fromName: string; text: string }): Notice => ({
    kind: 'chat_reply',
    subject: `${input.fromName} replied to you`,
    paragraphs: [excerpt(input.text)],
    page: '/#/chat',
    actionLabel: 'Open the chat',
  }),
  /** The same switch as replies: both are someone in a room speaking to you. */
  chatMention: (input: { fromName: string; text: string }): Notice => ({
    kind: 'chat_reply',
    subject: `${input.fromName} mentioned you`,
    paragraphs: [excerpt(input.text)],
    page: '/#/chat',
    actionLabel: 'Open the chat',
  }),
  /** Push only: the reminder mail with the ticket goes to everyone registered (docs/events.md#reminders). */
  eventReminder: (input: { eventTitle: string; when: string; hoursBefore: 24 | 2 }): Notice => ({
    kind: 'event_reminder',
    subject:
      input.hoursBefore === 24
        ? `Coming up: ${input.eventTitle}`
        : `Starting in 2 hours: ${input.eventTitle}`,
    paragraphs: [input.when],
    page: '/#/profile',
    actionLabel: 'See your ticket',
  }),
};

/** A short quote of a longer text, on one line. */
function excerpt(text: string, length = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
