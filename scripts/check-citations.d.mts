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
