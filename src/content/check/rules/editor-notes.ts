import type { Finding } from '../finding.ts';

// An editor's to-do left in a comment: `# EDITOR: …` in YAML, `<!-- EDITOR: … -->` in Markdown.
const EDITOR_NOTE = /(?:#|<!--)\s*EDITOR:\s*(.*?)\s*(?:-->)?\s*$/;

/** Every EDITOR: comment in the file's text, with its first line as the message. */
export function editorNotes(path: string, text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const match = EDITOR_NOTE.exec(line);
    if (!match) return;
    findings.push({ path, line: index + 1, kind: 'editor-note', message: match[1] || 'EDITOR note' });
  });
  return findings;
}
