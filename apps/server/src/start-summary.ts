/**
 * What the person who ran `npm start` reads once the server listens, on a terminal: where Torch
 * is and the one thing to do next (docs/configuration.md#the-first-account). The log above it
 * says the same for machines; this says it in a sentence.
 */

/** Who can run the admin area when the server starts (server.ts, ensureAdmin). */
export type AdminState =
  | { kind: 'exists' }
  | { kind: 'first-registration' }
  | { kind: 'setup-code'; code: string };

/**
 * The address people open: PUBLIC_URL when it was set, otherwise this machine at the port the
 * server actually listens on (PORT=0 picks one).
 */
export function openAddress(publicUrl: string, configuredPort: number, listeningUrl: string) {
  const port = new URL(listeningUrl).port;
  return publicUrl === `http://localhost:${configuredPort}`
    ? `http://localhost:${port}`
    : publicUrl;
}

export function startSummary(address: string, admin: AdminState): string {
  const running = `Torch is running at ${address}`;
  const next =
    admin.kind === 'exists'
      ? `${running} — sign in at ${address}/#/login`
      : admin.kind === 'setup-code'
        ? `${running} — register the first account at ${address}/#/register with the setup code ` +
          `${admin.code} to become its Super-Admin`
        : `${running} — register the first account to become its Super-Admin: ${address}/#/register`;
  return `${next}\nStop it with Ctrl-C.`;
}
