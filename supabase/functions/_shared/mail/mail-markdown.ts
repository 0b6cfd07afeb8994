// The Markdown staff write a campaign in (issue 43), turned into a mail's two parts: plain text a
// reader without HTML reads as it was meant, and HTML with inline styles (mail readers drop style
// sheets). A small subset on purpose: paragraphs, line breaks, headings, bulleted and numbered
// lists, bold, italics and links. Everything is escaped first, so staff's text can open no element
// of its own; a link goes only to http(s) or mailto. In Arabic the Latin runs are isolated
// (mail/bidi.ts) so "LEAP 2026" keeps its order.
import { isolateLatinRuns, isolatesToHtml, ltrLink } from './bidi.ts';
import { escapeHtml } from './escape-html.ts';

/** One run of text in both forms. */
interface Rendered {
  text: string;
  html: string;
}

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

const HEADING = /^(#{1,3})\s+(.+?)\s*#*$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;
/** [label](address): the address without spaces or closing parentheses. */
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const SAFE_ADDRESS = /^(https?:\/\/|mailto:)[^\s<>"']+$/i;

function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  for (const raw of lines) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (line === '') {
      blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! });
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)![1]!;
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (last?.kind === 'paragraph') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'paragraph', lines: [line] });
    }
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);
}

/** Bold, italics and links of one run of text, each marker pair on the same line. */
function inline(text: string, rtl: boolean): Rendered {
  const plainRun = (run: string) => (rtl ? isolateLatinRuns(run) : run);
  const htmlRun = (run: string) =>
    isolatesToHtml(escapeHtml(plainRun(run)))
      .replace(/\*\*(?=\S)(.+?)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[^*\w])[*_](?=\S)([^*_]+?)[*_](?![*\w])/g, '$1<em>$2</em>');
  const plainMarks = (run: string) =>
    plainRun(run)
      .replace(/\*\*(?=\S)(.+?)\*\*/g, '$1')
      .replace(/(^|[^*\w])[*_](?=\S)([^*_]+?)[*_](?![*\w])/g, '$1$2');
  let html = '';
  let plain = '';
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, address] = match as unknown as [string, string, string];
    const before = text.slice(at, match.index);
    html += htmlRun(before);
    plain += plainMarks(before);
    if (SAFE_ADDRESS.test(address)) {
      html += `<a href="${escapeHtml(address)}" style="color:#0f5132">${htmlRun(label)}</a>`;
      plain += `${plainMarks(label)} (${rtl ? ltrLink(address) : address})`;
    } else {
      html += htmlRun(whole);
      plain += plainMarks(whole);
    }
    at = match.index + whole.length;
  }
  html += htmlRun(text.slice(at));
  plain += plainMarks(text.slice(at));
  return { text: plain, html };
}

const HEADING_SIZES = { 1: 22, 2: 19, 3: 17 } as const;

/** The message's blocks as the text part's paragraphs and the HTML body's elements. */
export function renderMailMarkdown(
  source: string,
  rtl: boolean,
): { paragraphs: string[]; html: string } {
  const paragraphs: string[] = [];
  const html: string[] = [];
  const side = rtl ? 'right' : 'left';
  for (const block of blocksOf(source)) {
    if (block.kind === 'heading') {
      const { text, html: content } = inline(block.text, rtl);
      paragraphs.push(text);
      html.push(
        `<h${block.level} style="margin:0 0 12px;font-size:${HEADING_SIZES[block.level]}px;line-height:1.3">${content}</h${block.level}>`,
      );
    } else if (block.kind === 'list') {
      const items = block.items.map((item) => inline(item, rtl));
      paragraphs.push(
        items
          .map((item, index) => `${block.ordered ? `${index + 1}.` : '•'} ${item.text}`)
          .join('\n'),
      );
      const tag = block.ordered ? 'ol' : 'ul';
      html.push(
        `<${tag} style="margin:0 0 16px;padding-${side}:24px;line-height:1.5">${items
          .map((item) => `<li>${item.html}</li>`)
          .join('')}</${tag}>`,
      );
    } else {
      const lines = block.lines.map((line) => inline(line, rtl));
      paragraphs.push(lines.map((line) => line.text).join('\n'));
      html.push(
        `<p style="margin:0 0 16px;line-height:1.5">${lines.map((line) => line.html).join('<br>')}</p>`,
      );
    }
  }
  return { paragraphs, html: html.join('\n') };
}
