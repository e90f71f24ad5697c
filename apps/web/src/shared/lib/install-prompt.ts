/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium only), kept so the
 * profile menu can show "Install app" while it stands (docs/product.md#installable-app). The
 * entry listens from the start (src/main.tsx): the browser may offer before the app has loaded.
 */

/** Chromium's event; not in TypeScript's DOM types. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;
let offer: InstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function setOffer(next: InstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

export function listenForInstallOffer(target: Window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Held for the menu instead of the browser's own mini bar.
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffer(null));
}

export function subscribeToInstallOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const canInstall = (): boolean => offer !== null;

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
  await current.userChoice;
}
