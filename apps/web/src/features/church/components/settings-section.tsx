import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/card';

/** One group of the settings form: a heading, a line on what it is for, its fields. */
export function SettingsSection({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Card className="scroll-mt-24" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{summary}</p>
      <div className="mt-6 flex flex-col gap-5">{children}</div>
    </Card>
  );
}
