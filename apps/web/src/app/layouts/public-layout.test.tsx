import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { createUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';

const header = () => screen.queryByRole('banner');
const footer = () => screen.queryByRole('contentinfo');

describe('shared layout', () => {
  it('shows header and footer on public pages, with the current year', async () => {
    fakeApi({});
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Our Story & Vision' })).toBeVisible();
    expect(header()).toBeInTheDocument();
    expect(footer()).toHaveTextContent(`© ${new Date().getFullYear()} Torch.`);
  });

  it('hides both on the chat page', async () => {
    fakeApi({ 'GET /api/profile/me': { body: createUser() } });
    renderApp('/chat', { token: 'member-token' });
    expect(await screen.findByRole('heading', { name: 'Community Chat' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(footer()).toBeNull();
  });

  it('keeps the header but drops the footer in the admin area', async () => {
    fakeApi({ 'GET /api/profile/me': { body: createUser({ role: 'Admin' }) } });
    renderApp('/admin/events', { token: 'admin-token' });
    expect(await screen.findByRole('heading', { name: 'Manage Events' })).toBeVisible();
    expect(header()).toBeInTheDocument();
    expect(footer()).toBeNull();
  });

  it('shows a friendly page for an unknown address', async () => {
    fakeApi({});
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'This page has wandered off' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('admin layout', () => {
  it('welcomes the admin on the dashboard and always offers the way out', async () => {
    fakeApi({ 'GET /api/profile/me': { body: createUser({ role: 'Admin' }) } });
    renderApp('/admin', { token: 'admin-token' });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(screen.getByText("Welcome back, Admin. Let's make things happen.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exit Admin' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Back to Dashboard' })).toBeNull();
  });

  it('offers Back to Dashboard on the other admin pages', async () => {
    fakeApi({ 'GET /api/profile/me': { body: createUser({ role: 'Admin' }) } });
    renderApp('/admin/serve', { token: 'admin-token' });
    expect(await screen.findByRole('heading', { name: 'Manage Ministries' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
    expect(screen.queryByText("Welcome back, Admin. Let's make things happen.")).toBeNull();
  });
});
