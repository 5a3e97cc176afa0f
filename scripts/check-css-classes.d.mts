/** Every global stylesheet under `folder` (CSS Modules excluded), relative to it. */
export declare function globalStylesheets(folder?: string): string[];
/** The classes a stylesheet's selectors name. */
export declare function classesOf(css: string, from?: string): Set<string>;
/** Each class more than one of `sheets` defines, with the files that define it. */
export declare function duplicateClasses(
  sheets: readonly { file: string; css: string }[],
): { name: string; files: string[] }[];
/** Every CSS Module under `folder`, relative to it. */
export declare function cssModules(folder?: string): string[];
/** The app's components: the `.tsx` files under `app/src`, tests and stories excluded. */
export declare function appComponents(folder?: string): string[];
/** The classes a stylesheet names inside `:global(...)`. */
export declare function globalClassesOf(css: string, from?: string): Set<string>;
/** Each `:global(.x)` in `modules` where a global stylesheet of `sheets` defines `.x`. */
export declare function globalRestyles(
  modules: readonly { file: string; css: string }[],
  sheets: readonly { file: string; css: string }[],
): { file: string; name: string; owner: string }[];
/** The class names written as strings in a component's JSX. */
export declare function jsxClassNames(source: string, file?: string): string[];
/** Each class name a component writes that no stylesheet defines. */
export declare function undefinedClassNames(
  components: readonly { file: string; source: string }[],
  sheets: readonly { file: string; css: string }[],
): { file: string; name: string }[];
/**
 * Every problem of the four checks in `folder`'s stylesheets and components, one line each (none:
 * it passes), and what it read.
 */
export declare function cssClassProblems(folder?: string): {
  problems: string[];
  sheets: number;
  modules: number;
  components: number;
};
