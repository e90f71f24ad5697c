import { describe, expect, it } from 'vitest';
import { adminTitle } from './admin-title';

describe('admin page titles', () => {
  it('calls the admin home the dashboard', () => {
    expect(adminTitle('/admin')).toBe('Admin Dashboard');
    expect(adminTitle('/admin/')).toBe('Admin Dashboard');
  });

  it('calls the serve screen Manage Ministries', () => {
    expect(adminTitle('/admin/serve')).toBe('Manage Ministries');
  });

  it('keeps a segment that is already plural', () => {
    expect(adminTitle('/admin/users')).toBe('Manage Users');
    expect(adminTitle('/admin/teachings')).toBe('Manage Teachings');
    expect(adminTitle('/admin/new-converts')).toBe('Manage New Converts');
    expect(adminTitle('/admin/subscribers')).toBe('Manage Subscribers');
  });

  it('adds an s when the segment is a countable singular', () => {
    expect(adminTitle('/admin/event')).toBe('Manage Events');
    expect(adminTitle('/admin/light-campus-application')).toBe('Manage Light Campus Applications');
  });

  it('reads naturally where a plural would not: content, blog, inbox', () => {
    expect(adminTitle('/admin/content')).toBe('Manage Content');
    expect(adminTitle('/admin/blog')).toBe('Manage Blog');
    expect(adminTitle('/admin/inbox')).toBe('Manage Inbox');
  });

  it('calls the children’s programme by its name, Torch Stars', () => {
    expect(adminTitle('/admin/torch-kids')).toBe('Manage Torch Stars');
  });

  it('does not mistake an inherited property name for a screen', () => {
    expect(adminTitle('/admin/constructor')).toBe('Manage Constructors');
  });
});
