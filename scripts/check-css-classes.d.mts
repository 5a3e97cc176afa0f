/** Every global stylesheet under `folder` (CSS Modules excluded), relative to it. */
export declare function globalStylesheets(folder?: string): string[];
/** The classes a stylesheet's selectors name. */
export declare function classesOf(css: string, from?: string): Set<string>;
/** Each class more than one of `sheets` defines, with the files that define it. */
export declare function duplicateClasses(
  sheets: readonly { file: string; css: string }[],
): { name: string; files: string[] }[];
