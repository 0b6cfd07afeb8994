import {
  MyInvitations,
  type AccountEvent,
} from './features/invitations/components/MyInvitations.tsx';

/** A member's account page (docs/behaviour/member-account.md#your-account). */
export default function AccountApp({ events }: { events: readonly AccountEvent[] }) {
  return <MyInvitations events={events} />;
}
