/** Valid API shapes for tests, so each test states only what matters to its story. */
import type { User } from '@torch/contract';

let sequence = 0;

export function createUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    _id: id,
    fullName: 'Grace Namuli',
    email: `member${sequence}@torch.test`,
    avatarUrl: null,
    role: 'User',
    createdAt: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}
