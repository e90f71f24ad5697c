import { describe, expect, it } from 'vitest';
import { apiCacheFor, offlineCaches } from './offline-cache';

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
