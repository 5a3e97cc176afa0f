/** What the lint check calls a citation of a document outside the repository. */
export declare const OUTSIDE_CITATION: RegExp;
/** Every `docs/<page>.md#anchor` in `text` whose page or heading does not exist. */
export declare function brokenDocLinks(text: string, readPage: (page: string) => string | null): string[];
/** The anchors GitHub gives a Markdown page's headings. */
export declare function anchorsOf(markdown: string): Set<string>;
/** Tracked and new source, test, style, YAML and Markdown files, relative to `cwd`. */
export declare function filesToCheck(cwd?: string): string[];
/** Each citation of a document outside the repository and each broken docs/ link in one file. */
export declare function citationProblems(
  file: string,
  text: string,
  readPage: (page: string) => string | null,
): { line: number; problem: string }[];
/** Reads a page of `docs/` under `cwd`, or null when it does not exist. */
export declare function pageReader(cwd?: string): (page: string) => string | null;
