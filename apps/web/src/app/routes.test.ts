import { describe, expect, it } from 'vitest';
import { landingTitle, matchLandingRoute, pathOfHash } from './routes';

describe('landing routes', () => {
  it('reads the path from the address as the router does', () => {
    expect(pathOfHash('')).toBe('/');
    expect(pathOfHash('#/')).toBe('/');
    expect(pathOfHash('#/events/')).toBe('/events');
    expect(pathOfHash('#/blog?search=prayer')).toBe('/blog');
  });

  it('finds the landing page of a path, with the slug decoded as the router does', () => {
    expect(matchLandingRoute('/')).toEqual({ route: '/', slug: '' });
    expect(matchLandingRoute('/teachings')).toEqual({ route: '/teachings', slug: '' });
    expect(matchLandingRoute('/blog/a%20post')).toEqual({ route: '/blog/:slug', slug: 'a post' });
  });

  it('finds none for other pages or a broken address', () => {
    expect(matchLandingRoute('/admin')).toBeNull();
    expect(matchLandingRoute('/blog/a/b')).toBeNull();
    expect(matchLandingRoute('/blog/%E0%A4%A')).toBeNull();
  });

  it("titles the home page with the church's own name, the others with it after theirs", () => {
    const grace = { shortName: 'Grace', tagline: 'Light on the hill' };
    expect(landingTitle('/', grace)).toBe('Grace · Light on the hill');
    expect(landingTitle('/events', grace)).toBe('Events · Grace');
    expect(landingTitle('/blog/:slug', grace)).toBe('');
  });
});
