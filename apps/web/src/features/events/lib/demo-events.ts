/**
 * What the home page shows when the events call fails (docs/product.md#upcoming-events), so the
 * section still says something true about church life; it is labelled '(Demo Mode)' wherever it
 * appears.
 */
import { defaultChurchSettings, type ChurchSettings, type Event } from '@torch/contract';
import { weeklyFellowshipFor } from './weekly-fellowship';
import { i18next } from '../../../shared/i18n';

function isoDateAfter(now: Date, days: number): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function demoEvents(
  church: ChurchSettings = defaultChurchSettings,
  now: Date = new Date(),
): Event[] {
  return [
    weeklyFellowshipFor(church),
    {
      _id: 'demo-sunday-worship',
      created_at: now.toISOString(),
      title: i18next.t('sundayWorshipService', 'Sunday Worship Service'),
      location: i18next.t('mainSanctuary', 'Main Sanctuary'),
      event_date: isoDateAfter(now, 2),
      event_time: '10:00',
      registration_required: false,
      description: i18next.t(
        'demoSundayWorshipDescription',
        'A morning of worship, prayer and a message from the Word for the whole family. Torch Stars meets at the same time for the children.',
      ),
      image_base64: null,
    },
    {
      _id: 'demo-bible-study',
      created_at: now.toISOString(),
      title: i18next.t('bibleStudyGroup', 'Bible Study Group'),
      location: i18next.t('fellowshipHall', 'Fellowship Hall'),
      event_date: isoDateAfter(now, 4),
      event_time: '19:00',
      registration_required: true,
      description: i18next.t(
        'demoBibleStudyDescription',
        'An evening of open Bibles, honest questions and good conversation in small groups. Places are limited so that everyone can take part.',
      ),
      image_base64: null,
    },
  ];
}
