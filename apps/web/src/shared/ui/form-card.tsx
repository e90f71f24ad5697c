import type { ReactNode } from 'react';
import { Card } from './card';

export interface FormCardProps {
  title: string;
  /** What happens to what is sent. */
  intro: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A public page's form in its card: a heading, a line on what happens next, then the form. */
export function FormCard({ title, intro, className, children }: FormCardProps) {
  return (
    <Card className={className}>
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="mt-2 mb-6 text-ink-600">{intro}</p>
      {children}
    </Card>
  );
}
