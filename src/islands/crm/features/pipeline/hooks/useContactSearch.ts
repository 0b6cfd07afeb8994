import { useEffect, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { searchTerms, type SearchAnswer } from '~/lib/crm/filters.ts';
import { errorMessage } from '../../../api/client.ts';
import { useLiveBatches } from '~/islands/shared/live/useLiveBatches.ts';
import { liveContacts } from '../../../stores/live.ts';
import { searchContacts } from '../api/search-contacts.ts';

/** How long typing must pause before the server is asked. */
const DEBOUNCE_MS = 200;

/**
 * The server's latest answer to the board's search (null while there is no search, or before the
 * first answer). It is asked again when the query changes and when a contact changes (a new lead,
 * an edit elsewhere), so a search stays true while the board is live. An answer to an older query
 * never replaces a newer one.
 */
export function useContactSearch(query: string): {
  answer: SearchAnswer | null;
  searching: boolean;
} {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [searching, setSearching] = useState(false);
  // Bumped by each batch of contact changes, so one question covers a whole burst.
  const [contactsChanged, setContactsChanged] = useState(0);
  useLiveBatches(liveContacts, () => setContactsChanged((n) => n + 1));
  const active = searchTerms(query).length > 0;

  useEffect(() => {
    if (!active) {
      setAnswer(null);
      setSearching(false);
      return;
    }
    let current = true;
    setSearching(true);
    const timer = setTimeout(() => {
      searchContacts(query).then(
        (ids) => {
          if (!current) return;
          setAnswer({ query, ids });
          setSearching(false);
        },
        (error: unknown) => {
          if (!current) return;
          setSearching(false);
          notifyError('Error fetching contacts', errorMessage(error));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, active, contactsChanged]);

  return { answer: active ? answer : null, searching: active && searching };
}
