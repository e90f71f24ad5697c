import { describe, expect, it } from 'vitest';
import { apiCacheFor, isKeptPicture, offlineCaches } from './offline-cache';

describe('which API answers the service worker may keep', () => {
  it('keeps the public lists a visitor reads offline', () => {
    for (const path of ['/api/events', '/api/teachings', '/api/blog', '/api/site-content']) {
      expect(apiCacheFor('GET', path, false)).toBe(offlineCaches.publicReads);
    }
    expect(apiCacheFor('GET', '/api/blog/sunday-light', false)).toBe(offlineCaches.publicReads);
  });

  it("puts a member's copy of a public list in the cache emptied at sign-out", () => {
    expect(apiCacheFor('GET', '/api/events', true)).toBe(offlineCaches.memberReads);
  });

  it("never keeps a member's own data, an admin list or a write", () => {
    for (const path of [
      '/api/profile/me',
      '/api/messages',
      '/api/prayers',
      '/api/blog/admin/all',
      '/api/admin/stats',
      '/api/events/123',
    ]) {
      expect(apiCacheFor('GET', path, true)).toBeNull();
      expect(apiCacheFor('GET', path, false)).toBeNull();
    }
    expect(apiCacheFor('POST', '/api/events', true)).toBeNull();
    expect(apiCacheFor('PUT', '/api/blog/sunday-light', true)).toBeNull();
  });
});

describe('which pictures the service worker may keep', () => {
  it("keeps the public pages' pictures and never a chat image or a member's picture", () => {
    for (const path of [
      '/uploads/event-posters/2026/03/poster.webp',
      '/uploads/blog_features/2026/03/cover.webp',
      '/uploads/leaders/2026/03/pastor.webp',
      '/uploads/demo/event-worship-night.webp',
    ])
      expect(isKeptPicture(path), path).toBe(true);
    for (const path of [
      '/uploads/chat-images/2026/03/private.webp',
      '/uploads/avatars/2026/03/grace.webp',
      '/uploads/unknown/x.webp',
      '/uploads/x.webp',
    ])
      expect(isKeptPicture(path), path).toBe(false);
  });
});
