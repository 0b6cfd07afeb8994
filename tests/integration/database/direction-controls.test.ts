// Direction controls are taken out of names, companies, titles and phone numbers as a row is
// written (docs/behaviour/staff-app.md#text-in-arabic), whoever writes it: a visitor's form
// through supabase-js, staff, and the service role. A company ending in U+202E once turned the
// next value round on the door screen. Arabic text and the marks U+200E/U+200F are kept.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';

const RLO = '\u202E';
const LRI = '\u2066';
const PDI = '\u2069';
const EVERY_CONTROL = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

describe('direction controls in typed text', () => {
  it("are taken out of a visitor's application, its Arabic and its marks kept", async () => {
    const email = uniqueEmail('bidi-join');
    const { error } = await anon.from('membership_requests').insert({
      first_name: `${LRI}نورة${PDI}`,
      last_name: 'الهاشمي\u200F',
      email,
      company: `Acme${RLO}`,
      title: `C${EVERY_CONTROL}EO`,
      phone_number: `+966 5${RLO}0 123 4567`,
    });
    expect(error).toBeNull();
    const { data } = await service
      .from('membership_requests')
      .select('first_name, last_name, company, title, phone_number')
      .eq('email', email)
      .single();
    expect(data).toEqual({
      first_name: 'نورة',
      last_name: 'الهاشمي\u200F',
      company: 'Acme',
      title: 'CEO',
      phone_number: '+966 50 123 4567',
    });
  });

  it('are taken out of a contact as it is added and as it is changed', async () => {
    const { data: added, error } = await service
      .from('contacts')
      .insert({
        first_name: `Layla${RLO}`,
        last_name: `${LRI}Haddad${PDI}`,
        email: uniqueEmail('bidi-contact'),
        company: `Gulf ${RLO}Bank`,
        title: 'Director',
      })
      .select('id, first_name, last_name, company')
      .single();
    expect(error).toBeNull();
    expect(added).toMatchObject({ first_name: 'Layla', last_name: 'Haddad', company: 'Gulf Bank' });

    const { data: changed } = await service
      .from('contacts')
      .update({ company: `${RLO}moc.elpmaxe`, phone: `05${PDI}5` })
      .eq('id', added!.id)
      .select('company, phone, first_name')
      .single();
    expect(changed).toEqual({ company: 'moc.elpmaxe', phone: '055', first_name: 'Layla' });
  });

  it("are taken out of an invitation's guest, an event request, a message, a company and a profile", async () => {
    const invitation = await service
      .from('invitations')
      .insert({
        event_slug: 'leap-dinner',
        email: uniqueEmail('bidi-guest'),
        guest_name: `Omar${RLO} Saleh`,
        company: `Acme${RLO}`,
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .select('guest_name, company')
      .single();
    expect(invitation.error).toBeNull();
    expect(invitation.data).toEqual({ guest_name: 'Omar Saleh', company: 'Acme' });

    const request = await service
      .from('event_requests')
      .insert({
        name: `Sara${RLO}`,
        email: uniqueEmail('bidi-request'),
        company: `${LRI}شركة${PDI}`,
        title: `Head${RLO}`,
        phone_number: `+966${RLO}500000000`,
        event_type: 'forum',
      })
      .select('name, company, title, phone_number')
      .single();
    expect(request.error).toBeNull();
    expect(request.data).toEqual({
      name: 'Sara',
      company: 'شركة',
      title: 'Head',
      phone_number: '+966500000000',
    });

    const message = await service
      .from('contact_messages')
      .insert({ name: `Ali${RLO}`, email: uniqueEmail('bidi-message'), message: 'Hello' })
      .select('name')
      .single();
    expect(message.error).toBeNull();
    expect(message.data).toEqual({ name: 'Ali' });

    const company = await service
      .from('companies')
      .insert({ company: `Desert${RLO} Solar` })
      .select('company')
      .single();
    expect(company.error).toBeNull();
    expect(company.data).toEqual({ company: 'Desert Solar' });

    const email = uniqueEmail('bidi-profile');
    const created = await service.auth.admin.createUser({
      email,
      password: 'bidi profile password',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const profile = await service
      .from('profiles')
      .update({ first_name: `Huda${RLO}`, last_name: `${LRI}Nasser${PDI}` })
      .eq('id', created.data.user!.id)
      .select('first_name, last_name')
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ first_name: 'Huda', last_name: 'Nasser' });
  });

  it('leave text without them as it was', async () => {
    const { data } = await service
      .from('contacts')
      .insert({
        first_name: 'نورة',
        last_name: 'O\u200ENeil',
        email: uniqueEmail('bidi-plain'),
        company: 'شركة Acme — الرياض',
      })
      .select('first_name, last_name, company')
      .single();
    expect(data).toEqual({
      first_name: 'نورة',
      last_name: 'O\u200ENeil',
      company: 'شركة Acme — الرياض',
    });
  });
});
