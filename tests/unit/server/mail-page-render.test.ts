// The local mail page shows the headers a message was sent with (List-Unsubscribe on marketing
// mail), escaped like everything else on it.
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../supabase/local/mail/outbox.ts';
import { renderMailMessage } from '../../../supabase/local/mail/render.ts';

const message: OutboxMessage = {
  id: '00000000-0000-4000-8000-000000000001',
  to: 'noura@example.com',
  subject: 'You are subscribed',
  tag: 'send-newsletter-confirmation',
  created_at: '2026-11-26T10:00:00Z',
  text: 'Hello',
  html: null,
  headers: {
    'List-Unsubscribe': '<https://majlis.example/unsubscribe?token=ab&x=<b>>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  attachments: null,
};

describe('renderMailMessage', () => {
  it('lists each header by name, escaped', () => {
    const html = renderMailMessage(message, '/_mail');
    expect(html).toContain(
      '<dt>List-Unsubscribe</dt><dd><code>&lt;https://majlis.example/unsubscribe?token=ab&amp;x=&lt;b&gt;&gt;</code></dd>',
    );
    expect(html).toContain(
      '<dt>List-Unsubscribe-Post</dt><dd><code>List-Unsubscribe=One-Click</code></dd>',
    );
  });

  it('shows no header rows for a message sent without any', () => {
    expect(renderMailMessage({ ...message, headers: {} }, '/_mail')).not.toContain('<code>');
  });
});
