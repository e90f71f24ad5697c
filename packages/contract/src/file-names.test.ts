import { describe, expect, it } from 'vitest';
import { churchFileName, churchFileSlug } from './file-names';

describe("download file names from the church's name", () => {
  it('takes the short name as a lowercase word', () => {
    expect(churchFileSlug({ shortName: 'Grace', name: 'Grace Community Church' })).toBe('grace');
    expect(churchFileName({ shortName: 'St. Mark’s Ntinda', name: 'x' }, 'gifts')).toBe(
      'st-mark-s-ntinda-gifts',
    );
    expect(churchFileSlug({ shortName: 'Église Réveil', name: 'x' })).toBe('eglise-reveil');
  });

  it('never writes a character a file system or header could trip on', () => {
    expect(churchFileSlug({ shortName: '../"Grace"\\ /', name: 'x' })).toBe('grace');
  });

  it('falls back to the full name, then to "church"', () => {
    expect(churchFileSlug({ shortName: '恩典', name: 'Grace Fellowship' })).toBe(
      'grace-fellowship',
    );
    expect(churchFileSlug({ shortName: '恩典', name: '恩典教会' })).toBe('church');
  });
});
