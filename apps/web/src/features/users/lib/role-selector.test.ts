import { describe, expect, it } from 'vitest';
import { i18next } from '../../../shared/i18n';
import { roleLockReason, roleOptions } from './role-selector';

const viewerId = 'me';

describe('the role selector on the Users screen', () => {
  it('can change another member or admin when nothing is being saved', () => {
    expect(roleLockReason({ id: 'ruth', role: 'User' }, viewerId, null)).toBeNull();
    expect(roleLockReason({ id: 'sam', role: 'Admin' }, viewerId, null)).toBeNull();
  });

  it('is locked on my own row', () => {
    expect(roleLockReason({ id: viewerId, role: 'Admin' }, viewerId, null)).toBe(
      'You cannot change your own role',
    );
  });

  it('is locked on a Super-Admin row', () => {
    expect(roleLockReason({ id: 'boss', role: 'Super-Admin' }, viewerId, null)).toBe(
      'Super Admin roles cannot be changed',
    );
  });

  it('is locked everywhere while a change is pending', () => {
    expect(roleLockReason({ id: 'ruth', role: 'User' }, viewerId, 'sam')).toBe(
      'A role change is being saved',
    );
  });

  it('never offers Super-Admin as a choice', () => {
    expect(roleOptions(i18next.t).find((option) => option.value === 'Super-Admin')?.disabled).toBe(
      true,
    );
    expect(
      roleOptions(i18next.t)
        .filter((option) => !option.disabled)
        .map((option) => option.value),
    ).toEqual(['User', 'Admin']);
  });
});
