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

  it('turns a phone number into a number to call, and nothing else that looks like one', () => {
    expect(
      replySegments('Call [999](tel:999) or [+256 700 123 456](tel:+256700123456) now.'),
    ).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'call', label: '999', number: '999' },
      { kind: 'text', text: ' or ' },
      { kind: 'call', label: '+256 700 123 456', number: '+256700123456' },
      { kind: 'text', text: ' now.' },
    ]);
    const text = 'Try [this](tel:999;ext=javascript:alert(1)) or [that](sms:999)';
    expect(replySegments(text)).toEqual([{ kind: 'text', text }]);
  });

  it('reads a reply aloud with link labels only', () => {
    expect(replyAsPlainText('Come to [Events](#/events) on Tuesday')).toBe(
      'Come to Events on Tuesday',
    );
  });
});
