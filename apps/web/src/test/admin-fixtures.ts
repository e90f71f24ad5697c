/** What the admin screens' tests share: a signed-in admin and valid content items. */
import userEvent from '@testing-library/user-event';
import type { BlogPost, Event, Leader, Teaching } from '@torch/contract';
import { createUser, factory } from './factories';
import { fakeApi, type FakeHandler, type FakeResponse } from './fake-api';
import { renderApp } from './render-app';

export const admin = createUser({ role: 'Admin', fullName: 'Pastor Ann' });
/** The answer the app needs to know the token belongs to an admin. */
export const signedInAdmin = { 'GET /api/profile/me': { body: admin } };

/**
 * Opens an admin screen at `path` as the signed-in admin, the server answering with
 * `handlers`; returns what the app sent and a user to drive the screen.
 */
export function renderAdmin(
  path: string,
  handlers: Record<string, FakeHandler | FakeResponse> = {},
) {
  const { requests } = fakeApi({ ...signedInAdmin, ...handlers });
  renderApp(path, { token: 'admin-token', fetchChurch: 'GET /api/church' in handlers });
  return { requests, user: userEvent.setup() };
}

export const createTeaching = factory<Teaching>({
  _id: 'teaching-1',
  title: 'Faith That Walks on Water',
  speaker: 'Pastor Daniel',
  preached_at: '2026-11-17',
  category: 'Faith',
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: 'Trusting Jesus before the storm is over.',
  created_at: '2026-11-17T10:00:00.000Z',
});

export const createEvent = factory<Event>({
  _id: 'event-1',
  created_at: '2026-11-01T10:00:00.000Z',
  title: 'Night of Worship',
  location: 'Main Sanctuary',
  event_date: '2026-12-11',
  event_time: '19:00',
  registration_required: false,
  description: 'Three hours of worship and prayer.',
  image_base64: null,
});

export const createLeader = factory<Leader>({
  _id: 'leader-1',
  name: 'Pastor Daniel Mukasa',
  title: 'Senior Pastor',
  bio: 'Daniel planted Torch Fellowship in 2012.',
  photoUrl: '/uploads/leaders/daniel.jpg',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
});

export const createPost = factory<BlogPost>({
  _id: 'post-1',
  slug: 'walking-in-the-light',
  title: 'Walking in the Light',
  content: 'When we started meeting in a sitting room there were eleven of us.',
  status: 'published',
  featureImageUrl: '/uploads/blog_features/light.jpg',
  authorName: 'Pastor Daniel',
  publishedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
});
