/**
 * The axe suite for the shell at one width: every public page plus the open menus, then every
 * member and admin page. Phone and desktop each call it from their own file so the test runner
 * checks both widths at once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAdmin } from './api';
import { publicRoutes, seriousViolations, signedInRoutes, visit } from './axe';
import { openPage, useBrowser } from './browser';

interface MenuCheck {
  /** Named in the test title, e.g. 'the open menu'. */
  name: string;
  /** Opens the menus a visitor (`visitor`) or a signed-in admin (`admin`) would see on '/'. */
  visitor: (page: Page) => Promise<void>;
  admin: (page: Page) => Promise<void>;
}

async function violationsAcross(page: Page, routes: readonly string[]): Promise<string[]> {
  const violations: string[] = [];
  for (const route of routes) {
    await visit(page, route);
    violations.push(...(await seriousViolations(page, route)));
  }
  return violations;
}

export function describeShellAccessibility(width: number, menus: MenuCheck): void {
  void describe(`accessibility at ${width} px`, () => {
    const browser = useBrowser();

    void it(`has no serious or critical violations on public pages or in ${menus.name}`, async () => {
      const { page, context } = await openPage(browser(), width);
      const violations = await violationsAcross(page, publicRoutes);
      await visit(page, '/');
      await menus.visitor(page);
      violations.push(...(await seriousViolations(page, `${menus.name} of a visitor`)));
      assert.deepEqual(violations, []);
      await context.close();
    });

    void it('has no serious or critical violations on member and admin pages', async () => {
      const { token } = await signInAdmin();
      const { page, context } = await openPage(browser(), width, { token });
      const violations = await violationsAcross(page, signedInRoutes);
      await visit(page, '/');
      await menus.admin(page);
      violations.push(...(await seriousViolations(page, `${menus.name} of an admin`)));
      assert.deepEqual(violations, []);
      await context.close();
    });
  });
}
