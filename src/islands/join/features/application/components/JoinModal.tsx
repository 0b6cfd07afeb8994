import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import type { JoinApplication, JoinApplicationInput } from '~/lib/submissions/join-schema.ts';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
import { warmUpSupabase } from '../../../../shared/api/supabase.ts';
import { $joinModalOpen, closeJoinModal } from '../../../../shared/stores/join-modal.ts';
import { notifyError, notifySuccess } from '../../../../shared/toaster/notify.tsx';
import { HoneypotField } from '../../../../shared/ui/HoneypotField.tsx';
import { Spinner } from '../../../../shared/ui/Spinner.tsx';
import { submitJoinApplication } from '../api/submit-join-application.ts';
import { StepOneFields } from './StepOneFields.tsx';
import { StepTwoFields } from './StepTwoFields.tsx';
import { lazyJoinResolverIn, loadJoinValidation } from '../validation/load-join-validation.ts';
import { Dialog } from '../../../../shared/ui/Dialog.tsx';
import { PurposeNotice } from '../../../../shared/ui/PurposeNotice.tsx';

const EMPTY_APPLICATION: JoinApplicationInput = {
  fullName: '',
  phone: '',
  email: '',
  company: '',
  // The placeholder option; the schema refuses it with "Please select your role".
  role: '' as JoinApplicationInput['role'],
  linkedinUrl: '',
  referredBy: '',
  additionalInfo: '',
  website: '',
};

interface JoinModalProps {
  /** Where focus goes when the modal closes (the link that opened it), if any. */
  getReturnFocus: () => HTMLElement | null;
  /** The page's language: the modal's words, and the language sent with the application. */
  locale: Locale;
}

/**
 * The two-step join application in a native modal <dialog>
 * (docs/behaviour/submissions.md#join-application). Escape or the close button closes it and keeps
 * what was typed; success and duplicate close, reset and
 * return to step 1; any other error keeps it open with the input intact.
 */
export function JoinModal({ getReturnFocus, locale }: JoinModalProps) {
  const words = formWordsFor(locale);
  const resolver = useMemo(() => lazyJoinResolverIn(locale), [locale]);
  const open = useStore($joinModalOpen);
  const [step, setStep] = useState<1 | 2>(1);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<JoinApplicationInput, unknown, JoinApplication>({
    // zod and the schema are fetched when the visitor starts typing, not when the modal opens.
    resolver,
    defaultValues: EMPTY_APPLICATION,
    mode: 'onTouched',
  });
  const { register, handleSubmit, trigger, reset, setFocus, formState } = form;
  const submitting = formState.isSubmitting;

  const handleDialogClose = () => {
    closeJoinModal();
    setFailure(null);
  };

  /** The checks could not be fetched (a dropped connection): say so; the input stays. */
  const reportUnavailable = () => {
    setFailure(words.join.failure);
    notifyError(words.join.failure);
  };

  const goToStepTwo = async () => {
    let stepOneFields;
    try {
      ({ JOIN_STEP_ONE_FIELDS: stepOneFields } = await loadJoinValidation());
    } catch {
      reportUnavailable();
      return;
    }
    setFailure(null);
    if (!(await trigger(stepOneFields, { shouldFocus: true }))) return;
    setStep(2);
  };

  // Move focus into the step just shown, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (open) setFocus(step === 1 ? 'fullName' : 'linkedinUrl');
  }, [step, open, setFocus]);

  const submit = handleSubmit(async (application) => {
    setFailure(null);
    const outcome = await submitJoinApplication(application, locale);
    if (outcome === 'success' || outcome === 'duplicate') {
      notifySuccess(outcome === 'success' ? words.join.success : words.join.duplicate);
      reset(EMPTY_APPLICATION);
      setStep(1);
      closeJoinModal();
      return;
    }
    const message = outcome === 'throttled' ? words.throttled : words.join.failure;
    setFailure(message);
    notifyError(message);
  });

  return (
    <Dialog
      open={open}
      title={words.join.title}
      subtitle={words.join.step(step, 2)}
      closeLabel={words.close}
      onClose={handleDialogClose}
      busy={submitting}
      returnFocusTo={getReturnFocus}
      tone="site"
      keepMounted
    >
      <form
        noValidate
        // supabase-js and the checks are fetched once the visitor starts typing, not on open.
        onInput={() => {
          warmUpSupabase();
          loadJoinValidation().catch(() => undefined);
        }}
        onSubmit={(event) => {
          if (step === 1) {
            event.preventDefault();
            void goToStepTwo();
            return;
          }
          submit(event).catch(reportUnavailable);
        }}
        className="relative mt-2 space-y-4"
      >
        <HoneypotField registration={register(HONEYPOT_FIELD)} label={words.labels.honeypot} />
        {step === 1 ? (
          <StepOneFields register={register} errors={formState.errors} locale={locale} />
        ) : (
          <StepTwoFields register={register} errors={formState.errors} locale={locale} />
        )}
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          {step === 2 && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setStep(1)}
              disabled={submitting}
            >
              {words.join.back}
            </button>
          )}
          {step === 1 ? (
            <button type="submit" className="btn-primary">
              {words.join.next}
            </button>
          ) : (
            <button
              type="submit"
              className="btn-primary"
              disabled={submitting}
              aria-busy={submitting}
            >
              {submitting && <Spinner />}
              {submitting ? words.join.submitting : words.join.submit}
            </button>
          )}
        </div>
        {/* After the buttons, so the keyboard reaches Next and Submit as before. */}
        <PurposeNotice purpose={words.purposes.join} locale={locale} />
      </form>
    </Dialog>
  );
}
