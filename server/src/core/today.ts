/**
 * Today's calendar date in UTC (YYYY-MM-DD): the day certificates and accreditations are read
 * against (docs/certification.md#deciding), the same on every server whatever its time zone.
 */
export const today = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
