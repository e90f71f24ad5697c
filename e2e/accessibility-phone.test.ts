/** axe on every page of the shell at 390 px, menu open too: no serious or critical violation. */
import { describeShellAccessibility } from './support/shell-accessibility';

describeShellAccessibility(390, {
  name: 'the mobile menu',
  visitor: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'About Us' }).click();
  },
  admin: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
  },
});
