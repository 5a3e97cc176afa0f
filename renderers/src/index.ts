// Public surface of @oncourse/renderers (docs/engineering.md#public-surfaces): named exports only.
// Everything, for stories and tests. The app imports the entry it needs (form-theme, questions,
// numbers, rich-text) so a page downloads only that part (docs/engineering.md#route-budgets).

export * from './form-theme/index.ts';
export * from './numbers/index.ts';
export * from './questions/index.ts';
export * from './rich-text.ts';
export * from './dialogs/index.ts';
