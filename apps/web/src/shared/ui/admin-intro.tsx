import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

export interface AdminIntroProps {
  icon: IconName;
  heading: string;
  children: ReactNode;
  /** The jobs this screen is for, listed so an admin knows where to find them. */
  tasks: readonly string[];
}

/** The opening panel of an admin screen: what it manages and what can be done there. */
export function AdminIntro({ icon, heading, children, tasks }: AdminIntroProps) {
  return (
    <section className="grid gap-6 rounded-3xl border border-ink-100 bg-white p-6 shadow-warm sm:p-8 lg:grid-cols-[1.4fr_1fr]">
      <div className="flex gap-5">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-ember-100 text-ember-700">
          <Icon name={icon} className="size-7" />
        </span>
        <div>
          <h2 className="text-2xl font-semibold">{heading}</h2>
          <div className="mt-2 leading-relaxed text-ink-600">{children}</div>
        </div>
      </div>
      <ul className="flex flex-col gap-3 rounded-2xl bg-cream-100 p-5">
        {tasks.map((task) => (
          <li key={task} className="flex gap-3 text-ink-700">
            <Icon name="sparkle" className="mt-0.5 size-4 text-ember-600" />
            <span>{task}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
