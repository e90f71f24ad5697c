/** The one contract between the server and the web app. */
export * from './common';
export * from './users';
export * from './auth';
