/** A letter's instants as the reply gives them: ISO 8601 in UTC, null where none was set. */
export const isoAt = (d: Date | string): string => new Date(d).toISOString();
export const iso = (d: Date | string | null): string | null => (d === null ? null : isoAt(d));
