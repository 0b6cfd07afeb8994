import { isolateLatinRuns } from '~functions/_shared/mail/bidi.ts';

/**
 * Text that can hold a Latin run inside Arabic (an event's title or venue), each run isolated left
 * to right by the rule the pages and mails use, so "أمسية مع 180 Studios" does not show
 * "Studios 180": the islands' twin of src/components/site/BidiText.astro.
 */
export function BidiText({ text }: { text: string }) {
  return isolateLatinRuns(text)
    .split(/\u2066([^\u2066\u2068\u2069]*)\u2069/)
    .map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} dir="ltr">
          {part}
        </span>
      ) : (
        part
      ),
    );
}
