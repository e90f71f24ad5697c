import { useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../shared/lib/cn';
import { DisclosureChevron } from './disclosure-chevron';
import type { NavGroup } from './nav-items';
import { useHeaderMenu } from './use-header-menu';

export interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A desktop navigation group: a disclosure button and a panel of links with short blurbs. */
export function NavDropdown({ group, open, onOpenChange }: NavDropdownProps) {
  const panelId = useId();
  const { close, container, toggle } = useHeaderMenu(open, onOpenChange, panelId);
  const { pathname } = useLocation();
  const containsCurrent = group.items.some((item) => item.to === pathname);

  return (
    <div {...container} className="relative">
      <button
        {...toggle}
        className={cn(
          'inline-flex min-h-11 items-center gap-1 rounded-full px-3.5 text-[0.95rem] font-medium transition-colors',
          containsCurrent || open ? 'text-ember-700' : 'text-ink-700 hover:text-ink-900',
          open && 'bg-ember-50',
        )}
      >
        {group.label}
        <DisclosureChevron open={open} className="size-4" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-40 mt-3 w-80 -translate-x-1/2 rounded-3xl border border-ink-100 bg-white p-2 shadow-warm"
      >
        <ul className="flex flex-col">
          {group.items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 flex-col justify-center rounded-2xl px-4 py-2.5 transition-colors',
                    isActive ? 'bg-ember-50' : 'hover:bg-cream-100',
                  )
                }
              >
                <span className="font-semibold text-ink-900">{item.label}</span>
                {item.description && (
                  <span className="text-sm text-ink-600">{item.description}</span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
