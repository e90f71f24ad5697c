/**
 * Wall-clock times on the church's clock (the settings' time zone, docs/events.md#registration): an
 * admin types and reads an event's registration closing time as the church keeps time,
 * wherever their browser is. A `datetime-local` value ("2026-03-20T18:00") has no zone; these
 * turn it into an instant in `timeZone` and back, with the platform's own zone rules (Intl).
 */
import { instantOnWallClock, zoneOffsetMs } from '@torch/contract';
import { i18next } from '../../../shared/i18n';
import { dateFormat } from '../../../shared/lib/format-locale';

/** An instant (ISO) as a `datetime-local` value on `timeZone`'s clock. */
export function toZonedInput(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

/** A `datetime-local` value read on `timeZone`'s clock, as an instant (ISO). */
export function fromZonedInput(value: string, timeZone: string): string {
  return new Date(instantOnWallClock(Date.parse(`${value}:00Z`), timeZone)).toISOString();
}

/** "Africa/Kampala" → "Kampala", for a field's hint. */
export const zoneCity = (timeZone: string) =>
  (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');

/** "Fri, Mar 20, 18:00 Kampala time" (en-US): an instant as the church's clock shows it. */
export function churchClock(iso: string, timeZone: string): string {
  const when = dateFormat({
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return i18next.t('whenValTime', '{{when}} {{val}} time', { when, val: zoneCity(timeZone) });
}
