/** The one contract between the server and the web app. */
export * from './common';
export * from './users';
export * from './auth';
export * from './media';
export * from './events';
export * from './teachings';
export * from './leaders';
export * from './blog';
export * from './site-content';
export * from './messages';
export * from './ministries';
export * from './community';
export * from './admin-stats';
export * from './chat';
export * from './church';
export * from './assistant';
export * from './realtime';
