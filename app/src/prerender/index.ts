export { canHydrate } from './can-hydrate';
export { takeOverForm } from './take-over-form';
export { hydratePrerendered } from './hydrate-prerendered';
