/**
 * Web push on a device that changes hands (docs/notifications.md#web-push): the push worker
 * (public/push-sw.js, run here against a stand-in for its global scope) shows a push only for
 * the member the page last saw signed in; signing out unsubscribes the browser and empties what
 * the worker kept; signed in again, the page ties the browser's subscription to the new session.
 */
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { tiePushToSession } from './device-push';
import { offlineCaches } from './offline-cache';
import { clearMemberOfflineData } from './offline-member-data';

interface Shown {
  title: string;
  options: { body: string; tag?: string };
}

/** A browser with a push subscription, its service worker registration and caches. */
function fakeBrowser({ subscribed }: { subscribed: boolean }) {
  const shown: Shown[] = [];
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    unsubscribe,
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
  };
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(subscribed ? subscription : null) },
    showNotification: (title: string, options: Shown['options']) => {
      shown.push({ title, options });
      return Promise.resolve();
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(true);
    },
  });

  // The push worker, evaluated as the browser would, with `self` its worker scope.
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    registration,
    location: { origin: 'https://church.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, listener);
    },
  };
  const script = fs.readFileSync(
    path.join(import.meta.dirname, '../../../public/push-sw.js'),
    'utf8',
  );
  vm.runInNewContext(script, { self: scope, indexedDB, URL, Promise });
  async function push(payload: object) {
    const waiting: Promise<unknown>[] = [];
    listeners.get('push')!({
      data: { json: () => payload },
      waitUntil: (promise: Promise<unknown>) => waiting.push(promise),
    });
    await Promise.all(waiting);
  }
  return { shown, unsubscribe, deleted, push };
}

const forGrace = {
  title: 'John Okello',
  body: 'See you on Sunday',
  url: '/#/chat',
  tag: 'private_message',
  to: 'grace-id',
};

beforeEach(async () => {
  await clearMemberOfflineData();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push on this device', () => {
  it('shows a push for the member signed in here, and nothing for anyone else', async () => {
    const browser = fakeBrowser({ subscribed: false });
    await tiePushToSession('grace-id');
    await browser.push(forGrace);
    expect(browser.shown.map(({ title, options }) => [title, options.body])).toEqual([
      ['John Okello', 'See you on Sunday'],
    ]);

    await browser.push({ ...forGrace, to: 'john-id', body: 'For John only' });
    await browser.push({ title: 'No recipient', body: '', url: '/', tag: 'x' });
    expect(browser.shown).toHaveLength(1);
  });

  it('after sign-out shows nothing, unsubscribes the browser and empties the kept pictures', async () => {
    const browser = fakeBrowser({ subscribed: true });
    fakeApi({ 'POST /api/push/subscriptions': { status: 204 } });
    await tiePushToSession('grace-id');

    await clearMemberOfflineData();
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(browser.deleted).toEqual(
      expect.arrayContaining([offlineCaches.memberReads, offlineCaches.pictures]),
    );
    await browser.push(forGrace);
    expect(browser.shown).toEqual([]);
  });

  it('a push for someone else drops the subscription that outlived its session', async () => {
    const browser = fakeBrowser({ subscribed: true });
    fakeApi({ 'POST /api/push/subscriptions': { status: 204 } });
    await tiePushToSession('john-id');
    await browser.push(forGrace);
    expect(browser.shown).toEqual([]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("sends the browser's subscription again for the new session", async () => {
    fakeBrowser({ subscribed: true });
    const { requests } = fakeApi({ 'POST /api/push/subscriptions': { status: 204 } });
    await tiePushToSession('grace-id');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/push/subscriptions',
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
        },
      }),
    ]);
  });
});
