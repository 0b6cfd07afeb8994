import type { Resolver } from 'react-hook-form';
import type { Locale } from '~/lib/i18n/locales.ts';
import type { JoinApplication, JoinApplicationInput } from '~/lib/submissions/join-schema.ts';
import type * as JoinValidationModule from './join-validation.ts';

type JoinValidation = typeof JoinValidationModule;

let loading: Promise<JoinValidation> | undefined;

/**
 * The join form's checks, fetched once per page: when the visitor starts typing, or when first
 * needed. A failed fetch (a dropped connection) is tried again on the next call.
 */
export function loadJoinValidation(): Promise<JoinValidation> {
  loading ??= import('./join-validation.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * react-hook-form's resolver with the schema fetched on first use, its messages in `locale`. When
 * the fetch fails, a field's check on blur passes for now (the submit checks everything again),
 * and a whole-form check rejects, which the form reports as a failure with the input kept.
 */
export function lazyJoinResolverIn(
  locale: Locale,
): Resolver<JoinApplicationInput, unknown, JoinApplication> {
  let resolver: Resolver<JoinApplicationInput, unknown, JoinApplication> | undefined;
  return async (values, context, options) => {
    let validation: JoinValidation;
    try {
      validation = await loadJoinValidation();
    } catch (error) {
      if (options.names) return { values: {}, errors: {} };
      throw error;
    }
    resolver ??= validation.joinResolverIn(locale);
    return resolver(values, context, options);
  };
}
