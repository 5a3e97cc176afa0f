/** What the lint check calls a citation of a document outside the repository. */
export declare const OUTSIDE_CITATION: RegExp;
/** Spec section number → the heading every docs/ area page uses for its topic. */
export declare const SECTION_HEADINGS: Record<number, string>;
/** Rewrites the citations in one file's text. */
export declare function rewrite(
  file: string,
  text: string,
): {
  text: string;
  rewrites: { line: number; from: string; to: string }[];
  problems: { line: number; citation: string }[];
};
/** Every `docs/<page>.md#anchor` in `text` whose page or heading does not exist. */
export declare function brokenDocLinks(text: string, readPage: (page: string) => string | null): string[];
/** The anchors GitHub gives a Markdown page's headings. */
export declare function anchorsOf(markdown: string): Set<string>;
/** Tracked text files the codemod rewrites. */
export declare function filesToRewrite(cwd?: string): string[];
