/**
 * Forgets every cookie of the test's document, so the next page opens signed out: the session lives
 * in cookies, and the jsdom projects share one document per worker across test files.
 */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
