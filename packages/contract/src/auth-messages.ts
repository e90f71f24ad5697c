/** Texts the server answers with, free of zod so the web app's first load need not carry it. */
export const authMessages = {
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  sessionExpired: 'Your session has expired. Please log in again.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  signedOutEverywhere: 'You have been signed out on every device.',
} as const;
