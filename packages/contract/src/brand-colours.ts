/**
 * The CSS variables a church's brand colour replaces (docs/configuration.md#church-settings): the
 * whole ember scale the app is drawn in (apps/web/src/index.css), mixed from the one colour, and
 * the two ends of the flame gradient (the assistant's button, the profile's banner). The server
 * writes them into the first screen and the web app sets them, from this one list.
 */
export function brandColourVariables(colour: string): Record<string, string> {
  const tint = (share: number) => `color-mix(in srgb, ${colour} ${share}%, white)`;
  const shade = (share: number) => `color-mix(in srgb, ${colour} ${share}%, black)`;
  return {
    '--color-ember-50': tint(6),
    '--color-ember-100': tint(14),
    '--color-ember-200': tint(30),
    '--color-ember-300': tint(50),
    '--color-ember-400': tint(72),
    '--color-ember-500': tint(88),
    '--color-ember-600': colour,
    '--color-ember-700': shade(82),
    '--color-ember-800': shade(66),
    '--color-ember-900': shade(50),
    '--color-flame-from': tint(45),
    '--color-flame-to': shade(70),
  };
}

/** The same variables as one `:root{…}` rule; `colour` is a checked #rrggbb, so nothing to escape. */
export function brandColourRule(colour: string): string {
  const declarations = Object.entries(brandColourVariables(colour))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}
