import type { Locale } from '~/lib/i18n/locales.ts';
import { locales } from '~/lib/i18n/locales.ts';
import { ltrRuns } from '~/lib/i18n/ltr-runs.ts';

interface FigureProps {
  text: string;
  locale: Locale;
}

/**
 * A text with figures ("أكثر من 450 مليار دولار"): on a right-to-left page each number is its own
 * left-to-right run; on a left-to-right page the text is drawn as it is.
 */
export function Figure({ text, locale }: FigureProps) {
  if (locales[locale].dir === 'ltr') return text;
  return ltrRuns(text).map((run, index) =>
    run.ltr ? (
      <bdi key={index} dir="ltr">
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}
