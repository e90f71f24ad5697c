/**
 * Where the toggle and the panel sit: bottom right, clear of the phone's safe-area edges, under
 * modals (z-50). The panel is nearly full width on a phone and never taller than the visible
 * viewport (dvh), so it stays above an on-screen keyboard. Shared by the panel and its
 * loading placeholder so the two occupy exactly the same place.
 */

export const togglePlacement =
  'fixed z-40 right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] sm:right-[max(1.5rem,env(safe-area-inset-right))] sm:bottom-[max(1.5rem,env(safe-area-inset-bottom))]';

export const panelPlacement = [
  'fixed z-40 flex flex-col overflow-hidden rounded-3xl border border-ink-100 bg-cream-50 shadow-2xl shadow-ember-900/25',
  'right-[max(0.75rem,env(safe-area-inset-right))] bottom-[calc(max(1rem,env(safe-area-inset-bottom))+3.75rem)]',
  'h-[min(38rem,calc(100dvh-5.5rem))] w-[calc(100vw-1.5rem)]',
  'sm:right-[max(1.5rem,env(safe-area-inset-right))] sm:bottom-[calc(max(1.5rem,env(safe-area-inset-bottom))+4.5rem)]',
  'sm:h-[min(40rem,calc(100dvh-7.5rem))] sm:w-[24rem]',
].join(' ');
