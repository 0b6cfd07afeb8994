// Reading every row of a table or a set-returning function, whatever the server's max-rows: hosted
// Supabase answers at most 1,000 rows a request by default, silently, so a single read of a list
// that grows with the seasons (guests, requests) stops short once it passes that.

/**
 * Rows asked for per request; a server with a lower max-rows answers fewer, so only an empty page
 * ends the read.
 */
export const EVERY_ROW_PAGE_SIZE = 1000;

interface Page<Row> {
  data: Row[] | null;
  error: { message: string } | null;
}

/**
 * Every row, page after page by id: `page(after)` reads the rows whose id is greater than `after`
 * (every row for null), ordered by id, at most EVERY_ROW_PAGE_SIZE of them.
 */
export async function readEveryRow<Row extends { id: string }>(
  page: (after: string | null) => PromiseLike<Page<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after: string | null = null; ;) {
    const { data, error } = await page(after);
    if (error) throw new Error(error.message);
    if (!data || data.length === 0) return rows;
    rows.push(...data);
    after = data[data.length - 1]!.id;
  }
}

/** Newest first, as the lists show them; the id settles a tie. */
export function newestFirst<Row extends { id: string; created_at: string }>(rows: Row[]): Row[] {
  return rows.sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id),
  );
}
