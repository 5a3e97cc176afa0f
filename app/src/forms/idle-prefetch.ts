// What the signed-in shell fetches when the browser is idle (shell/prefetch-when-idle.ts): the form
// theme with AppForm. A module of its own, imported only dynamically, so the build's manifest names
// it and the route budgets can count what it reaches (scripts/route-budgets.mjs, PREFETCHED_WHEN_IDLE).
export { AppForm } from './AppForm.tsx';
