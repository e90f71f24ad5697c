/**
 * Torch Fellowship, the church Torch was first built for: what a fresh install starts from
 * (docs/configuration.md#church-settings). Apart from the schema, without zod, so the web app's
 * first screen can show these values before the settings arrive.
 */
import { church, giving } from './church';
import type { ChurchSettings } from './church-settings';

export const defaultChurchSettings: ChurchSettings = {
  name: 'Torch Fellowship',
  shortName: church.name,
  tagline: church.tagline,
  mission: church.mission,
  address: church.address,
  mapUrl: '',
  phone: church.phone,
  email: church.email,
  socialLinks: { facebook: '', instagram: '', youtube: '', x: '' },
  logoUrl: '',
  faviconUrl: '',
  brandColour: '#c2410c',
  gatherings: [{ name: 'Tuesday Fellowship', day: 'Tuesday', start: '17:00', end: '20:00' }],
  timeZone: 'Africa/Kampala',
  // The specification's own formats: 'November 17, 2026', '5:00 PM', 'UGX 25,000'.
  locale: 'en-US',
  currency: 'UGX',
  donationPresets: [...giving.presetAmounts],
  // A gift names its fund by the id made from its name (funds.ts): these make the ids that gifts
  // have carried since before funds were settings, 'ministry-operations' and so on.
  funds: ['Ministry Operations', 'Community Outreach', 'Global Missions'],
  // Uganda Police's emergency lines; the helplines are Uganda's, each with where its number is
  // published (docs/assistant.md#the-helplines). The first-run wizard asks the church to confirm.
  emergencyNumbers: ['999', '112'],
  helplines: [
    {
      name: 'Sauti Uganda Child Helpline',
      number: '116',
      purpose: 'child abuse and gender-based violence, free, day and night',
      source: 'https://sauti.mglsd.go.ug/sauti/faqs/',
    },
    {
      name: 'Mental Health Uganda',
      number: '0800 212121',
      purpose: 'free mental health counselling',
      source: 'https://mopawa.com/company/850/mental-health-uganda-mhu',
    },
  ],
};

/** The settings as `GET /api/church` answers them; `configured` is false until a first save. */
export type ChurchSettingsRead = ChurchSettings & { configured?: boolean };
