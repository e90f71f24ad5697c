/** What other features may use from event registration (docs/events.md). */
export { RegisterPanel } from './components/register-panel';
export { MyTickets } from './components/my-tickets';
export { AttendanceCard } from './components/attendance-card';
