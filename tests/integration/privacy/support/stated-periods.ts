// Reads the retention periods the papers state, as private.retention_promises writes them
// ("24 months", "7 days", "1 year"): from Markdown tables and from the privacy policy's bullets,
// in English and in Arabic (docs/privacy/retention.md).

const ENGLISH_UNITS: Readonly<Record<string, string>> = {
  day: 'days',
  days: 'days',
  month: 'months',
  months: 'months',
  year: 'years',
  years: 'years',
};

// The forms of day, month and year after a number in the policy's Arabic (accusative, plural,
// with or without the tanween's alif).
const ARABIC_UNITS: Readonly<Record<string, string>> = {
  يوم: 'days',
  يومًا: 'days',
  يوما: 'days',
  أيام: 'days',
  شهر: 'months',
  شهرًا: 'months',
  شهرا: 'months',
  أشهر: 'months',
  سنة: 'years',
  سنوات: 'years',
  عامًا: 'years',
  أعوام: 'years',
};

function stated(count: number, unit: string): string {
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}

/** Every "N unit" in a text ("24 months", "24-month", "30 يومًا"), as the table states it, sorted. */
export function periodsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(\d+)[\s\u00a0-]+(days?|months?|years?)(?![a-z])/gi)) {
    found.add(stated(Number(match[1]), ENGLISH_UNITS[match[2]!.toLowerCase()]!));
  }
  for (const match of text.matchAll(/(\d+)\s+([\u0600-\u06ff]+)/g)) {
    const unit = ARABIC_UNITS[match[2]!];
    if (unit) found.add(stated(Number(match[1]), unit));
  }
  return [...found].sort();
}

/** The rows of every Markdown table in the text, as trimmed cells, without header and rule rows. */
export function tableRows(markdown: string): string[][] {
  const rows: string[][] = [];
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    if (!line.startsWith('|')) return;
    const next = lines[index + 1] ?? '';
    const isHeader = /^\|[\s:|-]+\|$/.test(next.trim());
    const isRule = /^\|[\s:|-]+\|$/.test(line.trim());
    if (isHeader || isRule) return;
    rows.push(
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  });
  return rows;
}

/** The text between `<!-- name ... -->` and `<!-- /name -->`. */
export function markedBlock(markdown: string, name: string): string {
  const start = markdown.search(new RegExp(`<!-- ${name}[ :>]`));
  const end = markdown.indexOf(`<!-- /${name} -->`);
  if (start < 0 || end < start) throw new Error(`No <!-- ${name} --> block`);
  return markdown.slice(start, end);
}

/** A numbered section of the policy ("## 7. …") up to the next heading. */
export function section(markdown: string, number: number): string {
  const start = markdown.search(new RegExp(`^## ${number}\\. `, 'm'));
  if (start < 0) throw new Error(`No section ${number}`);
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** A section's bullets ("- **Label**: text", continued on indented lines) by label, and the rest. */
export function bullets(text: string): { byLabel: Map<string, string>; rest: string } {
  const byLabel = new Map<string, string>();
  const rest: string[] = [];
  let current: string | undefined;
  for (const line of text.split('\n')) {
    const bullet = /^- \*\*(.+?)\*\*:?\s*(.*)$/.exec(line);
    if (bullet) {
      current = bullet[1]!;
      byLabel.set(current, bullet[2]!);
    } else if (current && line.startsWith('  ')) {
      byLabel.set(current, `${byLabel.get(current)} ${line.trim()}`);
    } else {
      current = undefined;
      rest.push(line);
    }
  }
  return { byLabel, rest: rest.join('\n') };
}
