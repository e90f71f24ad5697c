/** Account roles, free of zod so the web app's first load need not carry it. */
export const roles = ['User', 'Admin', 'Super-Admin'] as const;
export type Role = (typeof roles)[number];

/** Admin and Super-Admin share one admin flag (docs/product.md#roles). */
export function isAdminRole(role: Role): boolean {
  return role === 'Admin' || role === 'Super-Admin';
}
