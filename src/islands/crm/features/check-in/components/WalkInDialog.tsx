import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { controlClass, errorClass, labelClass } from '~/islands/shared/ui/field-classes.ts';
import { labels } from '~/lib/crm/labels.ts';

export interface WalkInFields {
  guestName: string;
  email: string;
  company: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onAdd: (fields: WalkInFields) => void;
}

// The same shape the database's email_address domain accepts, so a typo is caught before the queue.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest with no request: name, e-mail and company, added and checked in at once. */
export function WalkInDialog({ open, onClose, onAdd }: Props) {
  const id = useId();
  const [fields, setFields] = useState<WalkInFields>({ guestName: '', email: '', company: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof WalkInFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const guestName = fields.guestName.trim();
    const email = fields.email.trim();
    if (!guestName) return setError(labels.checkIn.enterTheGuestsName);
    if (!EMAIL.test(email) || email.length > 254) return setError(labels.checkIn.enterAValidEMail);
    if (guestName.length > 200 || fields.company.trim().length > 200) {
      return setError(labels.checkIn.namesAndCompaniesAreAt);
    }
    setError(null);
    onAdd({ guestName, email, company: fields.company.trim() });
    setFields({ guestName: '', email: '', company: '' });
  };

  return (
    <Dialog
      closeLabel={labels.common.close}
      open={open}
      onClose={onClose}
      title={labels.checkIn.addAWalkIn}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {(['guestName', 'email', 'company'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className={labelClass}>
              {{ guestName: 'Name', email: 'E-mail', company: labels.checkIn.companyOptional }[key]}
            </label>
            <input
              id={`${id}-${key}`}
              dir="auto"
              type={key === 'email' ? 'email' : 'text'}
              autoComplete="off"
              value={fields[key]}
              onChange={set(key)}
              className={controlClass}
            />
          </div>
        ))}
        {error && (
          <p role="alert" className={errorClass}>
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full px-4 py-3 text-lg">
          {labels.checkIn.addAndCheckIn}
        </button>
      </form>
    </Dialog>
  );
}
