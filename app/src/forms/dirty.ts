/** True when the form's data differs from what was loaded; empty and missing count as the same. */
export function hasChanges(initial: object, current: object | undefined): boolean {
  if (!current) return false;
  const before = initial as Record<string, unknown>;
  const after = current as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (normalise(before[key]) !== normalise(after[key])) return true;
  }
  return false;
}

function normalise(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  // Lists (ticked options, courses) compare by content: ticking and unticking again is no change.
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}
