// A test's copy of content/ for the backend to read events and site settings from (CONTENT_DIR),
// with event files written as an editor writes them: only what the schema needs, times in Riyadh
// with their offset.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HOUR = 3_600_000;

/** A new folder holding a copy of content/events and content/settings. */
export function contentCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'majlis-content-'));
  for (const folder of ['events', 'settings']) {
    cpSync(path.resolve('content', folder), path.join(dir, folder), { recursive: true });
  }
  return dir;
}

/** '2026-12-04T21:30:00+03:00': how an editor writes a moment (whole seconds). */
export function riyadhTime(date: Date): string {
  return `${new Date(date.getTime() + 3 * HOUR).toISOString().slice(0, 19)}+03:00`;
}

export interface EventFileFacts {
  start: Date;
  end?: Date;
  title?: { en: string; ar: string };
  capacity?: number;
}

/** The text of an event file with an Arabic title and venue; the end 4 hours after the start. */
export function eventFileText(facts: EventFileFacts): string {
  const title = facts.title ?? { en: 'Spring Majlis Dinner', ar: 'عشاء المجلس الربيعي' };
  const end = facts.end ?? new Date(facts.start.getTime() + 4 * HOUR);
  return `---
title:
  en: '${title.en.replaceAll("'", "''")}'
  ar: '${title.ar.replaceAll("'", "''")}'
navTitle: { en: Spring Dinner, ar: العشاء الربيعي }
badges:
  - { en: Private Gathering, ar: لقاء خاص }
summary:
  en: A spring dinner for founders and investors new to Riyadh.
  ar: عشاء ربيعي للمؤسسين والمستثمرين الجدد في الرياض.
start: '${riyadhTime(facts.start)}'
end: '${riyadhTime(end)}'
venue:
  en: Courtyard in Al Olaya, shared with confirmed guests
  ar: فناء في العليا، يُبلَّغ به الضيوف المؤكَّد حضورهم
area: { en: Riyadh, ar: الرياض }
${facts.capacity ? `capacity: ${facts.capacity}\n` : ''}cta: { en: Request an Invitation, ar: اطلب دعوة }
registration: { kind: request, eventType: dinner }
seo:
  title: { en: Spring Majlis Dinner, ar: عشاء المجلس الربيعي }
  description:
    en: A spring dinner in Riyadh for founders and investors new to the Kingdom, by invitation.
    ar: عشاء ربيعي في الرياض للمؤسسين والمستثمرين الجدد في المملكة، بدعوة خاصة من المضيفين.
---

## The Evening

A long table in a courtyard.
`;
}

/** Writes `<contentDir>/events/<slug>.md`. */
export function writeEventFile(contentDir: string, slug: string, facts: EventFileFacts): void {
  writeFileSync(path.join(contentDir, 'events', `${slug}.md`), eventFileText(facts));
}
