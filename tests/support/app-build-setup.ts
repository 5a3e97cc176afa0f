// Vitest global setup: builds the app if stale, once, before any journey starts, so journeys
// started side by side never build it at once (and `npm run size -w app` in CI reads this build).
const appBuild = new URL('../../scripts/app-build.mjs', import.meta.url).href;

/** `npm run build -w app` when app/dist is missing or older than a source (scripts/app-build.mjs). */
export async function buildAppIfStale(): Promise<void> {
  const { buildAppIfStale: build } = (await import(appBuild)) as { buildAppIfStale: () => Promise<void> };
  await build();
}

export default buildAppIfStale;
