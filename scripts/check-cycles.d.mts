/** Source folders of every workspace, relative to the repository root. */
export declare const SOURCE_DIRS: string[];
/** The import cycles among the files under `dirs` (type-only imports included). */
export declare function findCycles(dirs: string[], baseDir?: string): Promise<string[][]>;
/** The cycles between the app's feature folders under `srcDir` (relative to `baseDir`), as feature names. */
export declare function findFeatureCycles(srcDir?: string, baseDir?: string): Promise<string[][]>;
