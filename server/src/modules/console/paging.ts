// The console's lists come 50 to a page (docs/programme-console.md#limits).
export const CONSOLE_PAGE_SIZE = 50;

/** The rows a page asks for; page 1 when none is named. */
export function pageWindow(page: number | undefined) {
  const number = page ?? 1;
  return {
    page: number,
    pageSize: CONSOLE_PAGE_SIZE,
    limit: CONSOLE_PAGE_SIZE,
    offset: (number - 1) * CONSOLE_PAGE_SIZE,
  };
}
