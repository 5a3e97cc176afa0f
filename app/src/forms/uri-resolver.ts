// The two calls RJSF makes of fast-uri (@rjsf/utils findSchemaDefinition, resolving a `$ref`
// against an `$id`), on the browser's own URL parser instead of fast-uri's 8 kB (gzipped) of
// RFC 3986 code on every page with a form. The app's forms have no `$ref` (validated-forms.ts);
// app/vite.config.ts points fast-uri here, and uri-resolver.test.ts compares both on references.

const BASE = 'resolve:/';

/** `ref` resolved against `base`, as an absolute reference where the URL parser can make one. */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    try {
      // A relative base: resolve both under a placeholder scheme, then drop it again.
      const href = new URL(ref, new URL(base, BASE)).href;
      return href.startsWith(BASE) ? href.slice(BASE.length) : href;
    } catch {
      // A reference that is no URL is left as written; the validator then names it.
      return ref;
    }
  }
}

/** Whether two references name the same resource once normalised. */
function equal(a: string, b: string): boolean {
  return a === b || resolve(BASE, a) === resolve(BASE, b);
}

const uriResolver = { resolve, equal };
export default uriResolver;
export { equal, resolve };
