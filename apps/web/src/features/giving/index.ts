/** Giving's public face: the member's giving history, shown on the profile. */
export { GivingHistory } from './components/giving-history';
