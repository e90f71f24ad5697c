import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link';

describe('replying to a contact message', () => {
  it('addresses the sender with "Re:" before the subject', () => {
    expect(replyLink({ email: 'ruth@example.org', subject: 'Visiting on Tuesday' })).toBe(
      'mailto:ruth@example.org?subject=Re%3A%20Visiting%20on%20Tuesday',
    );
  });

  it('does not stack "Re:" on a reply, and keeps the subject from adding headers', () => {
    expect(replyLink({ email: 'a@example.org', subject: 'RE: hello' })).toBe(
      'mailto:a@example.org?subject=RE%3A%20hello',
    );
    expect(replyLink({ email: 'a@example.org', subject: 'Hi&cc=all@example.org' })).toBe(
      'mailto:a@example.org?subject=Re%3A%20Hi%26cc%3Dall%40example.org',
    );
  });
});
