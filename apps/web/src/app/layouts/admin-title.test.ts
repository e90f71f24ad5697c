import { describe, expect, it } from 'vitest';
import { adminTitle } from './admin-title';

describe('admin page titles', () => {
  it.each([
    // The admin home is the dashboard.
    ['/admin', 'Admin Dashboard'],
    ['/admin/', 'Admin Dashboard'],
    // The serve screen manages ministries.
    ['/admin/serve', 'Manage Ministries'],
    // A segment that is already plural is kept.
    ['/admin/users', 'Manage Users'],
    ['/admin/teachings', 'Manage Teachings'],
    ['/admin/new-converts', 'Manage New Converts'],
    ['/admin/subscribers', 'Manage Subscribers'],
    // A countable singular gets an s.
    ['/admin/event', 'Manage Events'],
    ['/admin/light-campus-application', 'Manage Light Campus Applications'],
    // Where a plural would not read naturally: content, blog, inbox.
    ['/admin/content', 'Manage Content'],
    ['/admin/giving', 'Manage Giving'],
    ['/admin/blog', 'Manage Blog'],
    ['/admin/inbox', 'Manage Inbox'],
    // The children’s programme goes by its name, Torch Stars.
    ['/admin/torch-kids', 'Manage Torch Stars'],
    // An inherited property name is not mistaken for a screen.
    ['/admin/constructor', 'Manage Constructors'],
  ])('calls %s "%s"', (path, title) => {
    expect(adminTitle(path)).toBe(title);
  });
});
