// A date on the account page, as the site writes dates: "29 November 2026", in Riyadh's calendar.

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(
    new Date(iso),
  );
}
