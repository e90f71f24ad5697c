/**
 * Who may do what: every permission rule of the server lives here, so a route or socket
 * handler asks one question and a reviewer reads one file.
 */
import { isAdminRole, type Role } from '@torch/contract';

export interface Actor {
  id: string;
  role: Role;
}

/** Admin and Super-Admin run the admin area and may enter the admin chat room. */
export function canUseAdminArea(actor: Actor | null): boolean {
  return actor !== null && isAdminRole(actor.role);
}

/**
 * Role changes (document 2 §6): an admin may change another account's role, never their own,
 * never a Super-Admin's, and may never hand out Super-Admin. Returns why not, or null.
 */
export function roleChangeRefusal(actor: Actor, target: Actor, newRole: Role): string | null {
  if (!canUseAdminArea(actor)) return 'Only admins can change roles.';
  if (actor.id === target.id) return 'You cannot change your own role.';
  if (target.role === 'Super-Admin') return "A Super-Admin's role cannot be changed.";
  if (newRole === 'Super-Admin') return 'The Super-Admin role cannot be given here.';
  return null;
}

export function canChangeRole(actor: Actor, target: Actor, newRole: Role): boolean {
  return roleChangeRefusal(actor, target, newRole) === null;
}
