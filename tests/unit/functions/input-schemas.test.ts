import { describe, expect, it } from 'vitest';
import { createApprovedMemberInput } from '../../../supabase/functions/_shared/handlers/create-approved-member.ts';
import { inferContactIndustriesInput } from '../../../supabase/functions/_shared/handlers/infer-contact-industries.ts';
import { pushToMakeInput } from '../../../supabase/functions/_shared/handlers/push-to-make.ts';
import { eventConfirmationInput } from '../../../supabase/functions/_shared/handlers/send-event-confirmation.ts';
import { eventStatusInput } from '../../../supabase/functions/_shared/handlers/send-event-status.ts';
import { membershipStatusInput } from '../../../supabase/functions/_shared/handlers/send-membership-status.ts';
import { networkConfirmationInput } from '../../../supabase/functions/_shared/handlers/send-network-confirmation.ts';
import { newsletterConfirmationInput } from '../../../supabase/functions/_shared/handlers/send-newsletter-confirmation.ts';
import { describeInvalidInput } from '../../../supabase/functions/_shared/http/describe-invalid-input.ts';

const id = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';

describe('function input schemas', () => {
  it.each([
    ['network: the application id', networkConfirmationInput, { requestId: id }, true],
    ['network: not a uuid', networkConfirmationInput, { requestId: 'sara@example.org' }, false],
    ['newsletter: the contact id', newsletterConfirmationInput, { requestId: id }, true],
    // What the browser used to send: a job takes the stored row, never a visitor's details.
    [
      'newsletter: visitor details',
      newsletterConfirmationInput,
      { fullName: 'Sara', email: 'sara@example.org' },
      false,
    ],
    ['event: the request id', eventConfirmationInput, { requestId: id }, true],
    [
      'event: visitor details',
      eventConfirmationInput,
      { eventType: 'dinner', fullName: 'Sara', email: 'sara@example.org' },
      false,
    ],
    ['push-to-make: the application id', pushToMakeInput, { requestId: id }, true],
    ['push-to-make: id required', pushToMakeInput, { email: 'sara@example.org' }, false],
    [
      'create member: uuid',
      createApprovedMemberInput,
      { requestId: id, email: 'ignored@example.org' },
      true,
    ],
    ['create member: not a uuid', createApprovedMemberInput, { requestId: '12' }, false],
    [
      'membership status: waitlist',
      membershipStatusInput,
      { requestId: id, status: 'waitlist' },
      true,
    ],
    [
      'membership status: pending is not a decision',
      membershipStatusInput,
      { requestId: id, status: 'pending' },
      false,
    ],
    ['event status: by id', eventStatusInput, { requestId: id, status: 'approved' }, true],
    // What the CRM used to send: a decision mail is a job, given the request's id, never an address.
    [
      'event status: by type and e-mail',
      eventStatusInput,
      { eventType: 'forum', email: 'sara@example.org', fullName: 'Sara', status: 'rejected' },
      false,
    ],
    ['event status: no status', eventStatusInput, { requestId: id }, false],
    [
      'event status: with the row the claim read',
      eventStatusInput,
      { requestId: id, status: 'waitlist', target: { id, email: 'sara@example.org' } },
      true,
    ],
    ['infer: empty body', inferContactIndustriesInput, {}, true],
    ['infer: all', inferContactIndustriesInput, { all: true }, true],
    ['infer: all must be boolean', inferContactIndustriesInput, { all: 'yes' }, false],
  ] as const)('%s', (_label, schema, input, valid) => {
    expect(schema.safeParse(input).success).toBe(valid);
  });

  it('normalizes what it accepts', () => {
    expect(inferContactIndustriesInput.parse({})).toEqual({ all: false });
  });

  it('explains what is wrong, field by field', () => {
    const result = eventStatusInput.safeParse({ status: 'maybe', requestId: 'membership_12' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = describeInvalidInput(result.error);
    expect(body.issues.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['status', 'requestId']),
    );
    expect(body.error).toContain('requestId: requestId must be a request id (a UUID)');
  });
});
