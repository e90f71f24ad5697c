import { describe, expect, it } from 'vitest';
import { galleryLayout } from './gallery-layout';

describe('the campus gallery layout', () => {
  it('has nothing to show without images (the placeholder takes over)', () => {
    expect(galleryLayout([])).toEqual({ main: null, thumbnails: [], more: 0 });
  });

  it('shows one image large and no thumbnails', () => {
    expect(galleryLayout(['a'])).toEqual({ main: 'a', thumbnails: [], more: 0 });
  });

  it('shows up to three thumbnails without a counter', () => {
    expect(galleryLayout(['a', 'b', 'c', 'd'])).toEqual({
      main: 'a',
      thumbnails: ['b', 'c', 'd'],
      more: 0,
    });
  });

  it('counts the rest as +N more after three thumbnails', () => {
    expect(galleryLayout(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      main: 'a',
      thumbnails: ['b', 'c', 'd'],
      more: 2,
    });
  });
});
