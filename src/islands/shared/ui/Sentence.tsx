import { Fragment, type ReactNode } from 'react';
import type { Locale } from '~/lib/i18n/locales.ts';
import { locales } from '~/lib/i18n/locales.ts';
import { fillSlots, splitSlots } from '~/lib/i18n/slots.ts';

interface SentenceProps {
  /** A dictionary sentence with `{slot}` marks. */
  template: string;
  values: Readonly<Record<string, string | number>>;
  locale: Locale;
  /** How a slot is drawn; by default numbers read left to right on right-to-left pages. */
  renderSlot?: (slot: string, value: string | number) => ReactNode;
}

/**
 * A dictionary sentence with its values. Without `renderSlot` on a left-to-right page it is one
 * plain text, so the English page's HTML stays as it was.
 */
export function Sentence({ template, values, locale, renderSlot }: SentenceProps) {
  const rtl = locales[locale].dir === 'rtl';
  if (!renderSlot && !rtl) return fillSlots(template, values);
  return splitSlots(template).map((part, index) => {
    if ('text' in part) return part.text;
    const value = values[part.slot] ?? `{${part.slot}}`;
    if (renderSlot) return <Fragment key={index}>{renderSlot(part.slot, value)}</Fragment>;
    return typeof value === 'number' ? (
      <bdi key={index} dir="ltr">
        {value}
      </bdi>
    ) : (
      <bdi key={index}>{value}</bdi>
    );
  });
}
