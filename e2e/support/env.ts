/** What scripts/e2e.mjs tells the journeys: where the server runs and who its admin is. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with "npm run test:e2e".`);
  return value;
}

export const baseUrl = required('E2E_BASE_URL');
export const admin = {
  email: required('E2E_ADMIN_EMAIL'),
  password: required('E2E_ADMIN_PASSWORD'),
};

/** Where the server writes each mail as an .eml file (it runs without SMTP_URL). */
export const outboxDir = `${required('E2E_DATA_DIR')}/outbox`;

/** The browser address of an app route (the app uses hash routing). */
export function appUrl(route: string): string {
  return `${baseUrl}/#${route}`;
}
