/** axe on every page of the shell at 1280 px, menus open too: no serious or critical violation. */
import { describeShellAccessibility } from './support/shell-accessibility';

describeShellAccessibility(1280, {
  name: 'the menus',
  visitor: async (page) => {
    await page.getByRole('button', { name: 'Community' }).click();
  },
  admin: async (page) => {
    await page.getByRole('button', { name: /, account menu$/ }).click();
  },
});
