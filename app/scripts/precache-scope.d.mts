export declare const NEEDS_SERVER: RegExp;
export declare function serverOnlyFiles(
  manifest: Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>,
): Set<string>;
export declare const PRECACHE_BUDGET_BYTES: number;
export declare function precachedUrls(serviceWorker: string): string[];
