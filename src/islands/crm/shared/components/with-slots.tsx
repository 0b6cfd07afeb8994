import { Fragment, type ReactNode } from 'react';

/**
 * A dictionary sentence with `{name}` slots filled by elements (a name in `<span dir="auto">`, a
 * `<time>`), so a translation can put them anywhere in its sentence (src/lib/crm/labels.ts). A slot
 * the sentence names but `slots` lacks is left as written, where a reviewer sees it.
 */
export function withSlots(sentence: string, slots: Record<string, ReactNode>): ReactNode {
  const parts = sentence.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index % 2 === 0 ? part : part in slots ? slots[part] : `{${part}}`}
        </Fragment>
      ))}
    </>
  );
}
