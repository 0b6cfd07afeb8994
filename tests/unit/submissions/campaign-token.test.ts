// The token of a campaign's announcement link, read from the event page's address and taken out
// of it (src/lib/submissions/campaign-token.ts).
import { describe, expect, it } from 'vitest';
import {
  addressWithoutCampaignToken,
  campaignTokenIn,
} from '../../../src/lib/submissions/campaign-token.ts';

const token = 'a1'.repeat(32);
const page = 'https://majlis.example/ar/events/leap-dinner';

describe('campaignTokenIn', () => {
  it('reads the token of the link', () => {
    expect(campaignTokenIn(`${page}?token=${token}#register`)).toBe(token);
  });

  it('reads nothing from an address without one, an empty one or one too long to be ours', () => {
    expect(campaignTokenIn(`${page}#register`)).toBeUndefined();
    expect(campaignTokenIn(`${page}?token=#register`)).toBeUndefined();
    expect(campaignTokenIn(`${page}?token=${'x'.repeat(201)}`)).toBeUndefined();
  });
});

describe('addressWithoutCampaignToken', () => {
  it('keeps the path, the other parameters and the form anchor', () => {
    expect(addressWithoutCampaignToken(`${page}?token=${token}#register`)).toBe(
      '/ar/events/leap-dinner#register',
    );
    expect(addressWithoutCampaignToken(`${page}?ref=mail&token=${token}#register`)).toBe(
      '/ar/events/leap-dinner?ref=mail#register',
    );
  });

  it('leaves an address without a token alone', () => {
    expect(addressWithoutCampaignToken(`${page}?ref=mail#register`)).toBeUndefined();
  });
});
