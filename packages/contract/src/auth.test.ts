import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from './auth';
import { updateProfileRequestSchema } from './users';

describe('registration form rules', () => {
  it('accepts a complete registration and normalises the email', () => {
    const parsed = registerRequestSchema.parse({
      fullName: '  Grace Namuli ',
      email: ' Grace@Example.COM ',
      password: 'long enough',
    });
    expect(parsed).toEqual({
      fullName: 'Grace Namuli',
      email: 'grace@example.com',
      password: 'long enough',
    });
  });

  it('explains each missing or weak field', () => {
    const result = registerRequestSchema.safeParse({
      fullName: ' ',
      email: 'nope',
      password: 'short',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['fullName', 'Full name is required'],
      ['email', 'Enter a valid email address'],
      ['password', 'Password must be at least 8 characters'],
    ]);
  });

  it('requires a password on sign-in', () => {
    const result = loginRequestSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(result.error?.issues[0]?.message).toBe('Password is required');
  });
});

describe('profile update', () => {
  it('refuses script URLs as an avatar', () => {
    const result = updateProfileRequestSchema.safeParse({
      fullName: 'Grace',
      avatarUrl: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
  });

  it('accepts an uploaded file, an https URL, or removal', () => {
    for (const avatarUrl of ['/uploads/avatars/a.png', 'https://img.example/a.jpg', '', null]) {
      expect(updateProfileRequestSchema.safeParse({ fullName: 'Grace', avatarUrl }).success).toBe(
        true,
      );
    }
  });
});
