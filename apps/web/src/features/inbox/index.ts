/** What the app and other features may use from the admin Inbox. */
export { useInboxSummary } from './api/summary';
export { UnreadBadge } from './components/unread-badge';
