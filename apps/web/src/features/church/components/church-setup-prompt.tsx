import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../auth';
import { useChurchQuery } from '../api/queries';

// Fetched only for the Super-Admin of a church never saved: the form and the contract's schemas
// it checks with stay out of every other page's first load (docs/benchmarks.md).
const ChurchSetupWizard = lazy(() =>
  import('./church-setup-wizard').then((module) => ({ default: module.ChurchSetupWizard })),
);

/**
 * On the admin dashboard: the first-run wizard for the Super-Admin of a church never saved
 * (`configured: false` from GET /api/church). Later hides it until the next visit.
 */
export function ChurchSetupPrompt() {
  const { user } = useAuth();
  const { data, isPlaceholderData } = useChurchQuery();
  const [later, setLater] = useState(false);
  if (user?.role !== 'Super-Admin' || isPlaceholderData || data?.configured !== false || later) {
    return null;
  }
  const { configured: _configured, ...settings } = data;
  return (
    <Suspense fallback={null}>
      <ChurchSetupWizard settings={settings} onLater={() => setLater(true)} />
    </Suspense>
  );
}
