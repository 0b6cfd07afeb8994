import { describe, expect, it } from 'vitest';
import { onPublicUrl } from '../../../supabase/functions/_shared/privacy/export-link.ts';

const SIGNED = '/storage/v1/object/sign/personal_data_exports/a%20b.zip?token=x.y.z&download=';

describe('onPublicUrl', () => {
  it.each([
    // The embedded server: clients on its own loopback port, people on its public name.
    [
      'http://127.0.0.1:41234',
      'https://network.example.org',
      `https://network.example.org${SIGNED}`,
    ],
    [
      'http://127.0.0.1:41234/',
      'https://network.example.org/',
      `https://network.example.org${SIGNED}`,
    ],
    // A hosted project: one URL for both.
    ['https://ref.supabase.co', 'https://ref.supabase.co', `https://ref.supabase.co${SIGNED}`],
  ])('moves a link under %s to %s', (supabaseUrl, publicUrl, expected) => {
    expect(
      onPublicUrl({ supabaseUrl, publicUrl }, `${supabaseUrl.replace(/\/$/, '')}${SIGNED}`),
    ).toBe(expected);
  });

  it('leaves a link under another address, or a longer port, as it is', () => {
    const deps = { supabaseUrl: 'http://127.0.0.1:4123', publicUrl: 'https://network.example.org' };
    expect(onPublicUrl(deps, `https://elsewhere.example${SIGNED}`)).toBe(
      `https://elsewhere.example${SIGNED}`,
    );
    expect(onPublicUrl(deps, `http://127.0.0.1:41234${SIGNED}`)).toBe(
      `http://127.0.0.1:41234${SIGNED}`,
    );
  });
});
