/** Coarse dates as the store keeps them: ISO days (`2026-11-26`) and the Monday that starts their week. */

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The Monday (UTC) of the ISO week `day` falls in, as an ISO day. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return isoDay(date);
}

/** The first day still kept when `days` days are retained, counted back from `now`. */
export function retentionCutoff(now: Date, days: number): string {
  return isoDay(new Date(now.getTime() - days * 86_400_000));
}
