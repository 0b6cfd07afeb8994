// The privacy mails name the controller as content/settings/site.yaml does (issue 41, item 8;
// docs/privacy/representative.md): an editor changes the legal name, address and data-protection
// contact in a copy of the content folder, and the next start's verification mails, English and
// Arabic, carry the new values; a settings file the schema refuses stops the start, as a broken
// event file does.
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { mailsTo, uniqueEmail, type OutboxMail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { contentCopy } from '../support/content-copy.ts';

const EDITED = {
  legalName: {
    en: 'Majlis #3 Holding Co. (50% Saudi-owned) 🌙',
    ar: 'شركة مجلس رقم 3 القابضة 🌙',
  },
  address: {
    en: 'Office 12 & 14, Prince Turki St, Al Khobar 34447, Saudi Arabia',
    ar: 'مكتب 12 و14، شارع الأمير تركي، الخبر 34447، المملكة العربية السعودية',
  },
  dataProtectionContact: { en: 'Sara Al-Qahtani (DPO)', ar: 'سارة القحطاني' },
};
const PRIVACY_EMAIL = 'dpo+privacy@majlis.example';

const contentDir = contentCopy();
const settingsFile = path.join(contentDir, 'settings', 'site.yaml');
let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  const settings = parse(readFileSync(settingsFile, 'utf8')) as Record<string, unknown>;
  settings['controller'] = EDITED;
  settings['email'] = { ...(settings['email'] as object), privacy: PRIVACY_EMAIL };
  writeFileSync(settingsFile, stringify(settings));
  backend = await startBackend({ env: { CONTENT_DIR: contentDir } });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
});
afterAll(async () => {
  await backend?.stop();
  rmSync(contentDir, { recursive: true, force: true });
});

async function verificationMail(address: string, locale: 'en' | 'ar'): Promise<OutboxMail> {
  const asked = await anon.rpc('submit_privacy_request', {
    kind: 'erasure',
    email: address,
    locale,
  });
  expect(asked.error).toBeNull();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = (await mailsTo(service, address)).find(
      (m) => m.tag === 'send-privacy-verification',
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error('Timed out waiting for the verification mail');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the controller in the privacy mails', () => {
  it('follows the settings file into the English verification mail', async () => {
    const mail = await verificationMail(uniqueEmail('Controller.En'), 'en');
    expect(mail.text_body).toContain(
      `${EDITED.legalName.en}, ${EDITED.address.en}, is the controller of your personal data. ` +
        `Our data protection contact, ${EDITED.dataProtectionContact.en}, answers at ${PRIVACY_EMAIL}.`,
    );
    expect(mail.html_body).toContain('Office 12 &amp; 14, Prince Turki St');
    expect(mail.text_body).not.toContain('Majlis Network Company');
  });

  it('names it in Arabic in the Arabic verification mail', async () => {
    const mail = await verificationMail(uniqueEmail('Controller.Ar'), 'ar');
    const text = mail.text_body.replace(/[\u2066\u2068\u2069]/g, '');
    expect(text).toContain(
      `${EDITED.legalName.ar}، ${EDITED.address.ar}، هي جهة التحكم في بياناتك الشخصية.`,
    );
    expect(text).toContain(`ويجيب ${EDITED.dataProtectionContact.ar}،`);
    expect(text).toContain(PRIVACY_EMAIL);
  });
});

describe('a settings file the schema refuses', () => {
  it('stops the start, naming the file and the field', async () => {
    const brokenDir = contentCopy();
    try {
      const file = path.join(brokenDir, 'settings', 'site.yaml');
      const settings = parse(readFileSync(file, 'utf8')) as { controller: { address?: unknown } };
      delete settings.controller.address;
      writeFileSync(file, stringify(settings));
      await expect(startBackend({ env: { CONTENT_DIR: brokenDir } })).rejects.toThrow(
        /settings[/\\]site\.yaml: controller\.address: /,
      );
    } finally {
      rmSync(brokenDir, { recursive: true, force: true });
    }
  });
});
