import { describe, expect, it } from 'vitest';
import { toEventRequestRow } from '~/lib/submissions/event-request.ts';
import { joinApplicationSchema } from '~/lib/submissions/join-schema.ts';
import { toMembershipRequestRow } from '~/lib/submissions/membership-request.ts';
import {
  NETWORK_REQUEST_TAG,
  makePayload,
} from '../../../supabase/functions/_shared/handlers/push-to-make.ts';

const application = joinApplicationSchema.parse({
  fullName: 'Layla Al Saud',
  phone: '+966 50',
  email: 'layla@example.com',
  company: 'Example Co',
  role: 'advisor',
  linkedinUrl: 'linkedin.com/in/layla',
  referredBy: 'A member',
  additionalInfo: '',
});

describe('membership request row', () => {
  it('splits the name, defaults the industry and stores an empty note as null', () => {
    expect(toMembershipRequestRow(application)).toEqual({
      first_name: 'Layla',
      last_name: 'Al Saud',
      phone_number: '+966 50',
      email: 'layla@example.com',
      company: 'Example Co',
      title: 'advisor',
      industry: 'technology',
      linkedin_url: 'https://linkedin.com/in/layla',
      referred_by: 'A member',
      additional_info: null,
    });
  });

  it('is forwarded to Make as the push-to-make body', () => {
    const id = '5b0c6a5e-8f9d-4f4e-9a7e-2c1d3b4a5f60';
    expect(makePayload(id, toMembershipRequestRow(application))).toEqual({
      application_id: id,
      first_name: 'Layla',
      last_name: 'Al Saud',
      email: 'layla@example.com',
      phone: '+966 50',
      company: 'Example Co',
      title: 'advisor',
      industry: 'technology',
      linkedin_url: 'https://linkedin.com/in/layla',
      referred_by: 'A member',
      additional_info: null,
      tags: [NETWORK_REQUEST_TAG],
      full_name: 'Layla Al Saud',
    });
  });
});

describe('event request row', () => {
  it('ties the request to its event', () => {
    const request = {
      name: 'Hessa',
      phone: '+966',
      email: 'h@example.com',
      company: 'Co',
      role: 'broker' as const,
      interests: 'Real estate',
      website: '',
    };
    expect(toEventRequestRow(request, { eventType: 'dinner', slug: 'leap-dinner' })).toEqual({
      name: 'Hessa',
      phone_number: '+966',
      email: 'h@example.com',
      company: 'Co',
      title: 'broker',
      interests: 'Real estate',
      event_type: 'dinner',
      event_slug: 'leap-dinner',
    });
  });
});
