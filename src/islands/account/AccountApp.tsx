import {
  MyInvitations,
  type AccountEvent,
} from './features/invitations/components/MyInvitations.tsx';

/** A member's account page (docs/behaviour/member-account.md#your-account). */
export default function AccountApp({
  events,
  email,
}: {
  events: readonly AccountEvent[];
  email: string;
}) {
  return <MyInvitations events={events} email={email} />;
}
