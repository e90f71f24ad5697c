import { describe, expect, it } from 'vitest';
import { brandColourRule, brandColourVariables } from './brand-colours';

describe("the brand colour's variables", () => {
  it('replace every step the app draws in, the flame gradient too, not only buttons and links', () => {
    const variables = brandColourVariables('#1d4ed8');
    // The focus ring (500), the dashboard chart (400), the assistant button and the profile
    // banner (the flame's ends and its 500 middle), the soft backgrounds (50 to 200).
    for (const step of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900]) {
      expect(variables[`--color-ember-${step}`]).toContain('#1d4ed8');
    }
    expect(variables['--color-flame-from']).toContain('#1d4ed8');
    expect(variables['--color-flame-to']).toContain('#1d4ed8');
    expect(variables['--color-ember-600']).toBe('#1d4ed8');
  });

  it('write one :root rule for the first screen', () => {
    expect(brandColourRule('#1d4ed8')).toMatch(/^:root\{--color-ember-50:[^}]*\}$/);
    expect(brandColourRule('#1d4ed8')).toContain(';--color-ember-600:#1d4ed8;');
  });
});
