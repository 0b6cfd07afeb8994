import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '~/islands/shared/ui/SubmitButton.tsx';
import { TextInputField } from '~/islands/shared/ui/TextInputField.tsx';
import { MY_DETAIL_FIELDS, detailsSchema, type MyDetails } from '~/lib/account/my-details.ts';
import { useAccountWords } from '../../../shared/hooks/useAccountWords.ts';
import { DetailsRefused, updateMyDetails } from '../api/update-my-details.ts';

const AUTOCOMPLETE = {
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  title: 'organization-title',
  phone: 'tel',
} as const;

const EMPTY: MyDetails = { first_name: '', last_name: '', company: '', title: '', phone: '' };

type Outcome = null | { saved: true } | { failed: string };

/**
 * The member corrects their name, company, title and phone where they are stored for them
 * (docs/behaviour/member-account.md#your-details). What was typed stays on an error.
 */
export function YourDetails({
  current,
  onSaved,
}: {
  current: MyDetails | null;
  onSaved: () => void;
}) {
  const { words: all } = useAccountWords();
  const words = all.details;
  const schema = useMemo(() => detailsSchema(words), [words]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, setError, formState } = useForm<MyDetails, unknown, MyDetails>({
    resolver: zodResolver(schema),
    defaultValues: current ?? EMPTY,
  });

  if (!current) return null;

  const submit = handleSubmit(async (details) => {
    setOutcome(null);
    try {
      await updateMyDetails(details, all);
      setOutcome({ saved: true });
      onSaved();
    } catch (error) {
      if (error instanceof DetailsRefused && error.field) {
        setError(error.field, { message: error.message }, { shouldFocus: true });
      } else {
        setOutcome({ failed: error instanceof Error ? error.message : String(error) });
      }
    }
  });

  return (
    <section aria-labelledby="details-heading" className="space-y-4">
      <h2 id="details-heading" className="text-xl font-semibold text-palm-900">
        {words.heading}
      </h2>
      <p className="text-muted">{words.lead}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 rounded-2xl border border-sand-200 bg-white p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {MY_DETAIL_FIELDS.map((field) => (
            <TextInputField
              key={field}
              label={words.labels[field]}
              registration={register(field, { onChange: () => setOutcome(null) })}
              error={formState.errors[field]?.message}
              hint={field === 'first_name' ? undefined : words.optional}
              autoComplete={AUTOCOMPLETE[field]}
              type={field === 'phone' ? 'tel' : 'text'}
              dir="auto"
            />
          ))}
        </div>
        <SubmitButton label={words.save} busyLabel={words.saving} busy={formState.isSubmitting} />
        {outcome && 'saved' in outcome && (
          <p role="status" className="font-semibold text-palm-800">
            {words.saved}
          </p>
        )}
        {outcome && 'failed' in outcome && (
          <p role="alert" className="text-red-700">
            {outcome.failed}
          </p>
        )}
      </form>
    </section>
  );
}
