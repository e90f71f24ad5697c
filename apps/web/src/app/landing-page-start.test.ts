import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { landingPageCode, landingRouteOf } from './landing-page-code';
import { routes } from './router';

describe('landing page code', () => {
  it('reads the route from the address as the router does', () => {
    expect(landingRouteOf('')).toBe('/');
    expect(landingRouteOf('#/')).toBe('/');
    expect(landingRouteOf('#/events/')).toBe('/events');
    expect(landingRouteOf('#/blog?search=prayer')).toBe('/blog');
    expect(landingRouteOf('#/blog/walking-in-the-light')).toBe('/blog/:slug');
    expect(landingRouteOf('#/blog/a/b')).toBe('/blog/a/b');
    expect(landingRouteOf('#/admin')).toBe('/admin');
  });

  it.each(Object.keys(landingPageCode))(
    'asks for the same code the router renders at %s',
    async (pattern) => {
      const matches = matchRoutes(routes, pattern.replace(':slug', 'a-post')) ?? [];
      const page = matches[matches.length - 1]?.route;
      const lazy = page?.lazy;
      expect(typeof lazy).toBe('function');
      if (typeof lazy !== 'function') return;
      const { Component } = await lazy();
      const pageModule = (await landingPageCode[pattern]?.()) as Record<string, unknown>;
      expect(Object.values(pageModule)).toContain(Component);
    },
  );
});
