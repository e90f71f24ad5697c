import { Spinner } from './spinner';

/** Covers the page while something the whole screen depends on (sign-in state) loads. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-cream-50">
      <Spinner size="lg" label={label} />
    </div>
  );
}
