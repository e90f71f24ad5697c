/** Every table of the one Postgres schema shared by PGlite and PostgreSQL. */
export * from './users';
export * from './content';
export * from './community';
export * from './chat';
export * from './mail';
export * from './giving';
export * from './church';
export * from './newsletter';
export * from './event-registrations';
export * from './notifications';
