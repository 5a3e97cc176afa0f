/** Lifetime of the app's session cookies; the server's refresh cookie decides how long a session really lasts. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** Reads one cookie by name from `document.cookie` (docs/accounts.md#what-is-stored: the session is kept in cookies at path /). */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      try {
        return decodeURIComponent(trimmed.slice(prefix.length));
      } catch {
        // A cookie that is not percent-encoded is no session of ours: treated as absent.
        return null;
      }
    }
  }
  return null;
}

/** Writes a cookie at path `/` so every route of the app sees the same session (docs/accounts.md#what-is-stored). */
export function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Removes a cookie written by {@link writeCookie}. */
export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Reads a JSON cookie; a damaged value counts as absent rather than breaking start-up. */
export function readJsonCookie<T>(name: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readCookie(name);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    // A cookie that is not JSON is no session of ours: treated as absent.
    return null;
  }
}
