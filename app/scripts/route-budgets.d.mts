export const KB: number;
export const SIGNED_OUT_BUDGET_KB: number;
export const SIGNED_IN_BUDGET_KB: number;
export const ROUTE_CHANGE_BUDGET_KB: number;
export const SIGN_IN_FILES_LIMIT: number;

export interface KnownOverBudget {
  firstLoadKb: number;
  changeKb: number;
  why: string;
}
export const OVER_BUDGET: Record<string, KnownOverBudget>;
export const PREFETCHED_WHEN_IDLE: Record<string, string[]>;

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteChain {
  file: string;
  path: string;
  chain: string[];
  signedOut: boolean;
}
export interface RouteLoad extends RouteChain {
  firstLoad: Set<string>;
  /** The JavaScript and CSS files of the first load. */
  firstLoadFiles: Set<string>;
  change: Set<string>;
}
export interface RouteBudgetRow extends RouteLoad {
  firstLoadBytes: number;
  changeBytes: number;
  budget: number;
  firstLoadLimit: number;
  changeLimit: number;
  known: KnownOverBudget | undefined;
}

export function routePath(file: string): string;
export function routeChains(manifest: Manifest): RouteChain[];
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string>;
export function codeFiles(manifest: Manifest, keys: readonly string[]): Set<string>;
export function entryFiles(manifest: Manifest): Set<string>;
export function idlePrefetches(
  manifest: Manifest,
  prefetched?: Record<string, string[]>,
): Map<string, { files: Set<string>; unwired: string[] }>;
export function routeLoads(manifest: Manifest, prefetched?: Record<string, string[]>): RouteLoad[];
export const REACT_ARIA_MARK: string;
export function checkRouteBudgets(
  manifest: Manifest,
  bytesOf: (file: string) => number,
  overBudget?: Record<string, KnownOverBudget>,
  textOf?: (file: string) => string,
  prefetched?: Record<string, string[]>,
): { rows: RouteBudgetRow[]; failures: string[] };
