import { describe, expect, it } from 'vitest';
import { privateRoomId, uploadFolders } from '@torch/contract';
import {
  canChangeRole,
  canConfirmMessage,
  canEnterRoom,
  canUploadTo,
  canUseAdminArea,
  type Actor,
} from './policies';

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

describe('chat rooms', () => {
  const ann = { id: '11111111-1111-4111-8111-111111111111', role: 'User' } as const;
  const ben = { id: '22222222-2222-4222-8222-222222222222', role: 'User' } as const;
  const cal = { id: '33333333-3333-4333-8333-333333333333', role: 'Admin' } as const;
  const annAndBen = privateRoomId(ann.id, ben.id);

  it('lets every member into community and only admins into admin', () => {
    expect(canEnterRoom(ann, 'community')).toBe(true);
    expect(canEnterRoom(null, 'community')).toBe(false);
    expect(canEnterRoom(ann, 'admin')).toBe(false);
    expect(canEnterRoom(cal, 'admin')).toBe(true);
  });

  it('keeps a private room to its two members, whoever else asks', () => {
    expect(canEnterRoom(ann, annAndBen)).toBe(true);
    expect(canEnterRoom(ben, annAndBen)).toBe(true);
    expect(canEnterRoom(cal, annAndBen)).toBe(false);
    // The same two ids in the wrong order, or padded, are not a room.
    expect(canEnterRoom(ann, `${ben.id}-${ann.id}`)).toBe(false);
    expect(canEnterRoom(ann, `${annAndBen}-x`)).toBe(false);
    expect(canEnterRoom(ann, `${ann.id}-${ann.id}`)).toBe(false);
    expect(canEnterRoom(ann, 'general')).toBe(false);
  });

  it('takes receipts from other members of the room only', () => {
    expect(canConfirmMessage(ben, { roomId: annAndBen, authorId: ann.id })).toBe(true);
    expect(canConfirmMessage(ann, { roomId: annAndBen, authorId: ann.id })).toBe(false);
    expect(canConfirmMessage(cal, { roomId: annAndBen, authorId: ann.id })).toBe(false);
  });
});

describe('upload folders', () => {
  it('lets a member upload a profile picture and chat images, and staff everywhere', () => {
    expect(uploadFolders.filter((folder) => canUploadTo(member, folder))).toEqual([
      'avatars',
      'chat-images',
    ]);
    for (const folder of uploadFolders) {
      expect(canUploadTo(admin, folder)).toBe(true);
      expect(canUploadTo(owner, folder)).toBe(true);
      expect(canUploadTo(null, folder)).toBe(false);
    }
  });
});
