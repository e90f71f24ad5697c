import { defaultChurchSettings } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../shared/lib/document-title';
import { pageDescription } from './brand';
import { clockLabel, gatheringHours, serviceTimeLine } from './gatherings';

const tuesday = defaultChurchSettings.gatherings[0]!;

describe("the church's texts from its settings", () => {
  it("reads Torch Fellowship's defaults exactly as the pages always said them", () => {
    expect(serviceTimeLine(tuesday)).toBe('Tuesday Service 05:00 PM - 08:00 PM');
    expect(gatheringHours(tuesday)).toBe('5:00 PM - 8:00 PM');
    expect(gatheringHours(tuesday, '–')).toBe('5:00 PM – 8:00 PM');
    expect(pageDescription(defaultChurchSettings)).toBe(
      'Torch: a community of faith spreading light & love.',
    );
    expect(documentTitle('Torch')).toBe('Torch · Spreading light & love');
    expect(documentTitle('Events')).toBe('Events · Torch');
  });

  it("follows another church's names and times", () => {
    const grace = { shortName: 'Grace', tagline: 'Light on the hill' };
    expect(documentTitle('Grace', grace)).toBe('Grace · Light on the hill');
    expect(documentTitle('Events', grace)).toBe('Events · Grace');
    expect(pageDescription(grace)).toBe('Grace: a community of faith light on the hill.');
    expect(clockLabel('00:15')).toBe('12:15 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
    expect(
      serviceTimeLine({ name: 'Sunday Worship', day: 'Sunday', start: '09:30', end: '12:00' }),
    ).toBe('Sunday Service 09:30 AM - 12:00 PM');
  });
});
