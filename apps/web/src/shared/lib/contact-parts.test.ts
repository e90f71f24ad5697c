import { describe, expect, it } from 'vitest';
import { contactParts } from './contact-parts';

describe('contact details split for showing', () => {
  it('finds phone numbers as people write them, to dial without their spacing', () => {
    expect(contactParts('Call +256 700 123 456 or (0414) 123-456')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '+256 700 123 456', href: 'tel:+256700123456' },
      { kind: 'text', text: ' or ' },
      { kind: 'phone', text: '(0414) 123-456', href: 'tel:0414123456' },
    ]);
  });

  it('finds an e-mail address, and leaves short figures and plain words as text', () => {
    expect(contactParts('esther@torch.test, room 12')).toEqual([
      { kind: 'email', text: 'esther@torch.test', href: 'mailto:esther@torch.test' },
      { kind: 'text', text: ', room 12' },
    ]);
    expect(contactParts('Ask at the welcome desk')).toEqual([
      { kind: 'text', text: 'Ask at the welcome desk' },
    ]);
  });
});
