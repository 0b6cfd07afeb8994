/**
 * The plain-text answer a staff-only download (the CRM export, a guest list) gives instead of its
 * file: signed out, not staff, or a bad request. Never cached, as it depends on the session.
 */
export function staffRefusal(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
