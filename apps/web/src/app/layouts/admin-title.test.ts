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
    expect(adminTitle('/admin/torch-kids')).toBe('Manage Torch Kids');
  });

  it('adds an s when the segment is singular', () => {
    expect(adminTitle('/admin/blog')).toBe('Manage Blogs');
    expect(adminTitle('/admin/content')).toBe('Manage Contents');
  });
});
