/** What other features may use from the events feature. */
export { UpcomingEventsSection } from './components/upcoming-events-section';
export { useWeeklyFellowship } from './lib/weekly-fellowship';
export { formatEventTime } from './lib/event-format';
