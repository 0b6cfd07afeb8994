import { groupMyInvitations, upcomingState } from '~/lib/account/my-invitations.ts';
import { attendanceLine, pastOutcome } from '~/lib/events/attendance.ts';
import { formatEventTime } from '~functions/_shared/invitations/format-event-time.ts';
import { BidiText } from '~/islands/shared/ui/BidiText.tsx';
import { Sentence } from '~/islands/shared/ui/Sentence.tsx';
import { localizedPath } from '~/lib/i18n/locales.ts';
import { useAccountWords } from '../../../shared/hooks/useAccountWords.ts';
import { ConfirmAddress } from './ConfirmAddress.tsx';
import { useMyInvitations } from '../hooks/useMyInvitations.ts';

/** The facts of an event the page knows from its content file, in the page's language. */
export interface AccountEvent {
  slug: string;
  title: string;
  venue: string;
}

/**
 * A member's invitations (docs/behaviour/member-account.md#your-account): upcoming ones with a link
 * to each pass, then past ones with whether they came.
 */
export function MyInvitations({
  events,
  email,
}: {
  events: readonly AccountEvent[];
  email: string;
}) {
  const { locale, words: all } = useAccountWords();
  const words = all.invitations;
  const { state, retry } = useMyInvitations();

  if (state.kind === 'loading') {
    return (
      <p className="text-muted" aria-busy="true">
        {all.page.loadingInvitations}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="space-y-3">
        <p>{words.failed}</p>
        <button
          type="button"
          onClick={retry}
          className="rounded-full bg-palm-700 px-4 py-2 font-semibold text-white hover:bg-palm-800"
        >
          {all.tryAgain}
        </button>
      </div>
    );
  }

  if (state.kind === 'unproven') return <ConfirmAddress email={email} />;

  const { upcoming, past, attendance } = groupMyInvitations(state.rows, new Date());
  const eventOf = (slug: string) => events.find((event) => event.slug === slug);
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-heading" className="space-y-4">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-palm-900">
          {words.upcomingHeading}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-muted">
            <Sentence
              template={words.noneUpcoming}
              values={{ link: words.eventPage }}
              locale={locale}
              renderSlot={(_, label) => (
                <a
                  href={`${localizedPath('/', locale)}#events`}
                  className="font-semibold text-palm-700 underline"
                >
                  {label}
                </a>
              )}
            />
          </p>
        ) : (
          <ul className="space-y-3">
            {upcoming.map((row) => (
              <li
                key={row.event_slug}
                className="rounded-2xl border border-sand-200 bg-white p-4"
                data-testid="upcoming-invitation"
              >
                <p className="font-semibold text-ink">
                  <BidiText text={eventOf(row.event_slug)?.title ?? row.event_slug} />
                </p>
                <p className="text-sm text-muted">
                  {formatEventTime(row.starts_at, row.time_zone, locale)}
                  {eventOf(row.event_slug) && (
                    <>
                      {' '}
                      · <BidiText text={eventOf(row.event_slug)!.venue} />
                    </>
                  )}
                </p>
                <p className="mt-2 text-sm font-semibold">{upcomingState(row, words.states)}</p>
                {row.pass_token && (
                  <a
                    href={`/pass/${row.pass_token}`}
                    className="mt-3 inline-block rounded-full bg-palm-700 px-4 py-2 text-sm font-semibold text-white hover:bg-palm-800"
                  >
                    {words.openPass}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-heading" className="space-y-4">
        <h2 id="past-heading" className="text-xl font-semibold text-palm-900">
          {words.pastHeading}
        </h2>
        {past.length === 0 ? (
          <p className="text-muted">{words.nonePast}</p>
        ) : (
          <>
            <p data-testid="attendance-summary">{attendanceLine(attendance, words.attendance)}.</p>
            <ul className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
              {past.map((row) => (
                <li
                  key={row.event_slug}
                  className="flex flex-wrap items-baseline justify-between gap-2 p-4"
                  data-testid="past-invitation"
                >
                  <span>
                    <span className="font-semibold">
                      <BidiText text={eventOf(row.event_slug)?.title ?? row.event_slug} />
                    </span>{' '}
                    <span className="text-sm text-muted">
                      {formatEventTime(row.starts_at, row.time_zone, locale)}
                    </span>
                  </span>
                  <span className="text-sm font-semibold">
                    {pastOutcome(row, words.attendance)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
