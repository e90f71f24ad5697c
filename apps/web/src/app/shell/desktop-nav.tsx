import { useState } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../shared/lib/cn';
import { mainNavigation } from './nav-items';
import { NavDropdown } from './nav-dropdown';
import { useTranslation } from 'react-i18next';

/** The wide-screen navigation bar; only one dropdown group is open at a time. */
export function DesktopNav() {
  const { t } = useTranslation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  return (
    <nav aria-label={t('main', 'Main')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavigation(t).map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.item.to}>
              <NavLink
                to={entry.item.to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center rounded-full px-3.5 text-[0.95rem] font-medium transition-colors',
                    isActive ? 'text-ember-700' : 'text-ink-700 hover:text-ink-900',
                  )
                }
              >
                {entry.item.label}
              </NavLink>
            </li>
          ) : (
            <li key={entry.group.label}>
              <NavDropdown
                group={entry.group}
                open={openGroup === entry.group.label}
                onOpenChange={(open) => setOpenGroup(open ? entry.group.label : null)}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
