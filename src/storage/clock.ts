/** Timestamps are stored as ISO 8601 UTC text so they sort identically in SQLite and PostgreSQL. */
export function nowIso(): string {
  return new Date().toISOString();
}
