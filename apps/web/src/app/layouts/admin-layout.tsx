import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';
import { buttonClasses } from '../../shared/ui/button-styles';
import { Button } from '../../shared/ui/button';
import { DocumentTitle } from '../../shared/ui/document-title';
import { Icon } from '../../shared/ui/icon';
import { adminTitle } from './admin-title';
import { useTranslation } from 'react-i18next';

/** React Router numbers history entries; 0 means the admin page was opened directly. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

/** The admin area's frame: its title rule, a way back to the dashboard, and a way out. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = adminTitle(pathname);
  const onDashboard =
    pathname === paths.admin.dashboard || pathname === `${paths.admin.dashboard}/`;

  return (
    <div className="min-h-[calc(100dvh-4.5rem)] bg-ink-50/60">
      <DocumentTitle title={title} />
      <div className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-5 py-8 sm:px-8 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
              <Icon name="shield" className="size-4" />
              {t('adminArea', 'Admin area')}
            </p>
            <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h1>
            {onDashboard && (
              <p className="mt-2 text-ink-600">
                {t('welcomeBackAdmin', "Welcome back, Admin. Let's make things happen.")}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            {!onDashboard && (
              // Back in history, as specified; a page opened directly goes to the dashboard.
              <Button
                variant="outline"
                onClick={() => void (canGoBack() ? navigate(-1) : navigate(paths.admin.dashboard))}
              >
                <Icon name="arrowLeft" />
                {t('backToDashboard', 'Back to Dashboard')}
              </Button>
            )}
            <Link to={paths.home} className={buttonClasses('secondary')}>
              {t('exitAdmin', 'Exit Admin')}
              <Icon name="logout" />
            </Link>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-5 py-8 sm:px-8 sm:py-10">
        <Outlet />
      </div>
    </div>
  );
}
