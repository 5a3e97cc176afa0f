// Drizzle tables for every entity docs/ describes (docs/api.md#shapes), one file per owning module
// in this folder (docs/engineering.md#server-layers). Column names are snake_case in SQL;
// migrations are generated from those files with `npx drizzle-kit generate`.
export type { OrganisationType } from '@oncourse/engine';
export * from './accounts.ts';
export * from './auth.ts';
export * from './benchmarks.ts';
export * from './certification.ts';
export * from './console.ts';
export * from './content.ts';
export * from './documents.ts';
export * from './helpdesk.ts';
export * from './http.ts';
export * from './mail.ts';
export * from './organisations.ts';
export * from './programme.ts';
export * from './programme-figures.ts';
export * from './public-profile.ts';
export * from './reference.ts';
export * from './reviews.ts';
export * from './team.ts';
