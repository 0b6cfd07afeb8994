/** An e-mail address as a link that starts a mail to it. */
export function MailtoLink({ email }: { email: string }) {
  return (
    <a className="text-palm-700 underline" href={`mailto:${email}`}>
      {email}
    </a>
  );
}
