/** Server-level statements (CREATE/DROP DATABASE) for the throw-away test databases on PostgreSQL. */
import pg from 'pg';

/** The PostgreSQL server the server suite uses instead of PGlite when set. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on a connection of its own, closed at once (a template must have no open connections). */
export async function adminQuery<Row extends Record<string, unknown> = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
