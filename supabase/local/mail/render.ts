// The local mail page's HTML: a list of messages and one message. Everything from the outbox is
// escaped; links in the text are shown as links, and the HTML body is only ever shown inside a
// sandboxed frame with scripts disabled.
import { escapeHtml } from '../../functions/_shared/mail/escape-html.ts';
import { LINK_PATTERN, linksIn, type OutboxMessage } from './outbox.ts';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  header, main { max-width: 64rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { border-bottom: 1px solid #ccc; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0; }
  p.note { color: #444; margin: 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  th { background: #f3f3f3; }
  a { color: #0b5394; }
  a:focus-visible { outline: 3px solid #0b5394; outline-offset: 2px; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f7f7f7; padding: 1rem; border: 1px solid #ddd; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #ddd; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p class="note">Local development mail catcher: every e-mail the embedded backend sends lands here instead of a real inbox.</p>
</header>
<main>
${body}
</main>
</body>
</html>`;
}

function time(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(
    iso
      .replace('T', ' ')
      .replace(/\.\d+/, '')
      .replace(/(\+00:00|Z)$/, ' UTC'),
  )}</time>`;
}

export function renderMailList(messages: readonly OutboxMessage[], basePath: string): string {
  if (messages.length === 0) return page('Mail outbox', '<p>No e-mail has been sent yet.</p>');
  const rows = messages
    .map(
      (message) => `<tr>
<td>${time(message.created_at)}</td>
<td>${escapeHtml(message.to)}</td>
<td><a href="${escapeHtml(`${basePath}/${encodeURIComponent(message.id)}`)}">${escapeHtml(message.subject || '(no subject)')}</a></td>
<td>${escapeHtml(message.tag)}</td>
</tr>`,
    )
    .join('\n');
  return page(
    'Mail outbox',
    `<table>
<caption class="note">${messages.length} message${messages.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Tag</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

/** Escapes the text, turning its http(s) links into anchors. */
export function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const link = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    const escaped = escapeHtml(link);
    html += `<a href="${escaped}">${escaped}</a>`;
    last = start + link.length;
  }
  return html + escapeHtml(text.slice(last));
}

export function renderMailMessage(message: OutboxMessage, basePath: string): string {
  const links = linksIn(message.text);
  const linkList = links.length
    ? `<h2>Links</h2>\n<ul>\n${links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('\n')}\n</ul>`
    : '';
  const htmlPart = message.html
    ? `<h2>HTML version</h2>\n<iframe title="HTML version of the message" sandbox srcdoc="${escapeHtml(message.html)}"></iframe>`
    : '';
  const files = message.attachments ?? [];
  const attachmentList = files.length
    ? `<h2>Attachments</h2>\n<ul>\n${files
        .map(
          (file, index) =>
            `<li><a href="${escapeHtml(attachmentPath(basePath, message.id, index))}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.content_type)})</li>`,
        )
        .join('\n')}\n</ul>`
    : '';
  return page(
    message.subject || '(no subject)',
    `<p><a href="${escapeHtml(basePath)}">Back to all messages</a></p>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd>${time(message.created_at)}</dd>
<dt>Tag</dt><dd>${escapeHtml(message.tag)}</dd>
${Object.entries(message.headers)
  .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd><code>${escapeHtml(value)}</code></dd>`)
  .join('\n')}
</dl>
${linkList}
${attachmentList}
<h2>Text</h2>
<pre>${linkedText(message.text)}</pre>
${htmlPart}`,
  );
}

/** Where the mail page serves attachment number `index` of a message. */
export function attachmentPath(basePath: string, id: string, index: number): string {
  return `${basePath}/${encodeURIComponent(id)}/attachments/${index}`;
}
