import { useState } from 'react';
import { useAuth } from '../../auth';
import { useChurchQuery } from '../api/queries';
import { editableSettings } from '../hooks/use-church-form';
import { ChurchSetupWizard } from './church-setup-wizard';

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
  return <ChurchSetupWizard settings={editableSettings(data)} onLater={() => setLater(true)} />;
}
