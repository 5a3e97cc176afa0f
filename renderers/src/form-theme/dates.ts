/** Today as yyyy-MM-dd in the user's time zone (a date field's own format). */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whether a yyyy-MM-dd value lies after today (ISO dates compare correctly as strings). */
export function isAfterToday(value: string, now: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value > todayIso(now);
}
