import { describe, expect, it } from 'vitest';
import { replyAsPlainText, replySegments } from './reply-segments';

describe('reply segments', () => {
  it('turns links to app routes into router paths and keeps the text around them', () => {
    expect(replySegments('See [Upcoming events](#/events) or [Give](#/give).\nBless you')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', label: 'Upcoming events', to: '/events' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', label: 'Give', to: '/give' },
      { kind: 'text', text: '.\nBless you' },
    ]);
  });

  it('leaves links to anywhere else, and anything that looks like HTML, as plain text', () => {
    const text = 'Try [this](https://evil.example) or [that](javascript:alert(1)) <b>now</b>';
    expect(replySegments(text)).toEqual([{ kind: 'text', text }]);
  });

  it('leaves a link that is still arriving as text until it is complete', () => {
    expect(replySegments('Visit [Events](#/ev')).toEqual([
      { kind: 'text', text: 'Visit [Events](#/ev' },
    ]);
  });

  it('reads a reply aloud with link labels only', () => {
    expect(replyAsPlainText('Come to [Events](#/events) on Tuesday')).toBe(
      'Come to Events on Tuesday',
    );
  });
});
