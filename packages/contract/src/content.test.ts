import { describe, expect, it } from 'vitest';
import { slugify } from './blog';
import { eventInputSchema } from './events';
import { extractYouTubeId } from './media';
import { siteContentInputSchema } from './site-content';

describe('YouTube links', () => {
  it('finds the 11-character id in every usual form', () => {
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    ]) {
      expect(extractYouTubeId(url), url).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses ids of the wrong length and other sites', () => {
    expect(extractYouTubeId('https://youtu.be/short')).toBeNull();
    expect(extractYouTubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQextra')).toBeNull();
    expect(extractYouTubeId('https://vimeo.com/123456')).toBeNull();
  });
});

describe('blog slugs', () => {
  it('follows the rule of the specification', () => {
    expect(slugify('  Grace & Truth: Walking   in Light!! ')).toBe('grace-truth-walking-in-light');
    expect(slugify('Faith -- Hope - Love')).toBe('faith-hope-love');
    expect(slugify('Ekitiibwa kya Katonda 2026')).toBe('ekitiibwa-kya-katonda-2026');
  });
});

describe('event form rules', () => {
  const valid = {
    title: 'Youth Night',
    location: 'Main Hall',
    event_date: '2026-12-05',
    event_time: '18:30',
  };

  it('accepts a dated event, a recurring one and a time range', () => {
    expect(eventInputSchema.parse(valid)).toMatchObject({
      registration_required: false,
      image_base64: null,
      description: '',
    });
    expect(
      eventInputSchema.safeParse({
        ...valid,
        event_date: 'recurring-tuesday',
        event_time: '5:00 PM - 8:00 PM',
      }).success,
    ).toBe(true);
  });

  it('refuses impossible dates and vague times', () => {
    expect(
      eventInputSchema.safeParse({ ...valid, event_date: '2026-02-30' }).error?.issues[0]?.path,
    ).toEqual(['event_date']);
    expect(
      eventInputSchema.safeParse({ ...valid, event_time: 'evening' }).error?.issues[0]?.path,
    ).toEqual(['event_time']);
  });
});

describe('site content', () => {
  it('accepts the known texts of a page and refuses others', () => {
    expect(
      siteContentInputSchema.safeParse({ page: 'home', elements: { heroTitle: 'Hi' } }).success,
    ).toBe(true);
    const wrong = siteContentInputSchema.safeParse({ page: 'give', elements: { heroTitle: 'Hi' } });
    expect(wrong.error?.issues[0]?.message).toBe('Unknown text "heroTitle" for the give page');
  });
});
