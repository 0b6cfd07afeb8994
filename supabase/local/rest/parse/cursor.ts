// A small cursor over one query-parameter value, shared by the select, filter and order parsers.
// Its errors read like PostgREST's: `"failed to parse <what> (<value>)" (line 1, column N)`.
import type { Field, JsonStep } from '../ast.ts';
import { badQuery } from '../errors.ts';

export class Cursor {
  pos = 0;
  readonly text: string;
  /** e.g. `select parameter (id,name)` or `filter (eq.1)`. */
  readonly context: string;

  constructor(text: string, context: string) {
    this.text = text;
    this.context = context;
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(length = 1): string {
    return this.text.slice(this.pos, this.pos + length);
  }

  startsWith(literal: string): boolean {
    return this.text.startsWith(literal, this.pos);
  }

  /** Consumes the literal when it is next; returns whether it was. */
  accept(literal: string): boolean {
    if (!this.startsWith(literal)) return false;
    this.pos += literal.length;
    return true;
  }

  expect(literal: string, what = `"${literal}"`): void {
    if (!this.accept(literal)) this.fail(`expecting ${what}`);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  rest(): string {
    const value = this.text.slice(this.pos);
    this.pos = this.text.length;
    return value;
  }

  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw badQuery(
      `"failed to parse ${this.context}" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} ${expecting}`,
    );
  }

  /** `"quoted"` with backslash escapes. */
  quoted(): string | undefined {
    if (this.peek() !== '"') return undefined;
    let value = '';
    let i = this.pos + 1;
    while (i < this.text.length) {
      const char = this.text[i] as string;
      if (char === '\\' && i + 1 < this.text.length) {
        value += this.text[i + 1];
        i += 2;
      } else if (char === '"') {
        this.pos = i + 1;
        return value;
      } else {
        value += char;
        i += 1;
      }
    }
    this.fail('expecting closing quote');
  }

  private identifier(): string {
    const start = this.pos;
    while (!this.done && /[\p{L}\p{N}_ $]/u.test(this.peek())) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  /** PostgREST's field name: quoted, or identifiers (letters, digits, _ $ and spaces) joined by `-`. */
  fieldName(): string {
    const quoted = this.quoted();
    if (quoted !== undefined) return quoted;
    const parts: string[] = [];
    for (;;) {
      const part = this.identifier().trim();
      if (part === '') this.fail('expecting field name (* or [a..z0..9_$])');
      parts.push(part);
      if (this.startsWith('-') && !this.startsWith('->')) this.pos += 1;
      else break;
    }
    return parts.join('-');
  }

  /** A cast or language name: letters, digits, _ and $. */
  typeName(): string {
    const name = this.identifier().trim();
    if (name === '') this.fail('expecting letter or digit');
    return name;
  }

  private jsonKey(): string {
    const quoted = this.quoted();
    if (quoted !== undefined) return quoted;
    const parts: string[] = [];
    for (;;) {
      const start = this.pos;
      while (!this.done && !'(-:.,>)'.includes(this.peek())) this.pos += 1;
      const part = this.text.slice(start, this.pos).trim();
      if (part === '') this.fail('expecting a JSON key');
      parts.push(part);
      if (this.startsWith('-') && !this.startsWith('->')) this.pos += 1;
      else break;
    }
    return parts.join('-');
  }

  /** `->key`, `->>key`, `->0`: zero or more steps. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      let arrow: JsonStep['arrow'];
      if (this.accept('->>')) arrow = '->>';
      else if (this.accept('->')) arrow = '->';
      else return steps;
      const index = /^-?\d+(?=->|::|\.|,|$)/.exec(this.text.slice(this.pos));
      if (index) {
        this.pos += index[0].length;
        steps.push({ arrow, key: index[0], index: true });
      } else {
        steps.push({ arrow, key: this.jsonKey(), index: false });
      }
    }
  }

  field(): Field {
    const name = this.fieldName();
    return { name, jsonPath: this.jsonPath() };
  }
}
