import { describe, expect, it } from 'vitest';
import { canChangeRole, canUseAdminArea, type Actor } from './policies';

const member: Actor = { id: 'm', role: 'User' };
const admin: Actor = { id: 'a', role: 'Admin' };
const owner: Actor = { id: 's', role: 'Super-Admin' };

describe('the admin area', () => {
  it('is open to admins and super-admins only', () => {
    expect(canUseAdminArea(admin)).toBe(true);
    expect(canUseAdminArea(owner)).toBe(true);
    expect(canUseAdminArea(member)).toBe(false);
    expect(canUseAdminArea(null)).toBe(false);
  });
});

describe('changing a role', () => {
  it('lets an admin promote a member', () => {
    expect(canChangeRole(admin, member, 'Admin')).toBe(true);
  });

  it('never lets anyone change their own role', () => {
    expect(canChangeRole(admin, admin, 'User')).toBe(false);
  });

  it('never touches a super-admin and never grants super-admin', () => {
    expect(canChangeRole(admin, owner, 'User')).toBe(false);
    expect(canChangeRole(owner, member, 'Super-Admin')).toBe(false);
  });

  it('is refused to members', () => {
    expect(canChangeRole(member, { id: 'x', role: 'User' }, 'Admin')).toBe(false);
  });
});
