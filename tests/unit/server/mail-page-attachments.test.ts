// The local mail page lists a message's attachments, each a download link, every name escaped.
import { describe, expect, it } from 'vitest';
import { attachmentPath, renderMailMessage } from '../../../supabase/local/mail/render.ts';

const message = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  to: 'guest@example.org',
  subject: 'Your invitation',
  tag: 'send-invitation',
  created_at: '2026-11-26T12:00:00+00:00',
  text: 'Open your pass: http://localhost:4321/pass/abc',
  html: null,
  headers: {},
};

describe('mail page attachments', () => {
  it('lists each attachment as a download with its escaped name and type', () => {
    const html = renderMailMessage(
      {
        ...message,
        attachments: [
          { filename: 'دعوة <1> & "2".ics', content_type: 'text/calendar', content: 'X' },
        ],
      },
      '/_mail',
    );
    expect(html).toContain('<h2>Attachments</h2>');
    expect(html).toContain(
      `<a href="/_mail/${message.id}/attachments/0" download="دعوة &lt;1&gt; &amp; &quot;2&quot;.ics">دعوة &lt;1&gt; &amp; &quot;2&quot;.ics</a> (text/calendar)`,
    );
  });

  it('shows no attachment section for a message without any', () => {
    expect(renderMailMessage({ ...message, attachments: null }, '/_mail')).not.toContain(
      'Attachments',
    );
  });

  it('encodes the message id in the attachment path', () => {
    expect(attachmentPath('/_mail', 'a b#c', 2)).toBe('/_mail/a%20b%23c/attachments/2');
  });
});
