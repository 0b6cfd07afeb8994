import { useEffect, useState } from 'react';
import { listMemberEmails } from '../api/list-member-emails.ts';

/** Which of these guests already have an account; empty until known (everyone a prospect). */
export function useMemberEmails(emails: readonly string[]): ReadonlySet<string> {
  const [members, setMembers] = useState<ReadonlySet<string>>(new Set());
  const key = [...new Set(emails.map((email) => email.toLowerCase()))].sort().join('\n');
  useEffect(() => {
    let active = true;
    if (!key) return;
    listMemberEmails(key.split('\n')).then(
      (found) => {
        if (active) setMembers(found);
      },
      // The mix still shows industry and seniority; membership reads as unknown (prospects).
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [key]);
  return members;
}
