// The route labels of /metrics: every path folds into a pattern from a fixed set, so no id,
// address or file name becomes a label, and unknown paths share one value.
import { describe, expect, it } from 'vitest';
import { presentsKey } from '../../../supabase/local/metrics/metrics-key.ts';
import {
  methodLabel,
  OTHER_ROUTE,
  routePattern,
} from '../../../supabase/local/metrics/route-pattern.ts';

describe('routePattern', () => {
  it.each([
    ['/healthz', '/healthz'],
    ['/readyz', '/readyz'],
    ['/metrics', '/metrics'],
    ['/rest/v1/', '/rest/v1/'],
    ['/rest/v1', '/rest/v1/'],
    ['/rest/v1/contacts', '/rest/v1/:table'],
    ['/rest/v1/contacts/', '/rest/v1/:table'],
    ['/rest/v1/contacts?id=eq.5f0c&email=eq.sara%40example.org', '/rest/v1/:table'],
    ['/rest/v1/rpc/subscribe_newsletter', '/rest/v1/rpc/:function'],
    ['/rest/v1/rpc', '/rest/v1/*'],
    ['/rest/v1/contacts/extra/parts', '/rest/v1/*'],
    ['/auth/v1/token?grant_type=password', '/auth/v1/token'],
    ['/auth/v1/signup', '/auth/v1/signup'],
    ['/auth/v1/admin/users', '/auth/v1/admin/users'],
    ['/auth/v1/admin/users/0b6c1d9e-1a2b-4c3d-8e9f-001122334455', '/auth/v1/admin/users/:id'],
    ['/auth/v1/sara@example.org', '/auth/v1/*'],
    [
      '/storage/v1/object/contact_attachments/5f0c/CV Sara Haddad.pdf',
      '/storage/v1/object/:bucket/*',
    ],
    ['/storage/v1/object/contact_attachments', '/storage/v1/object/:bucket'],
    ['/storage/v1/object/public/avatars/sara.png', '/storage/v1/object/public/:bucket/*'],
    ['/storage/v1/object/sign/contact_attachments/a/b.pdf', '/storage/v1/object/sign/:bucket/*'],
    ['/storage/v1/object/sign', '/storage/v1/object/sign'],
    ['/storage/v1/object/info/contact_attachments/a.pdf', '/storage/v1/object/info/:bucket/*'],
    ['/storage/v1/object/list/contact_attachments', '/storage/v1/object/list/:bucket'],
    ['/storage/v1/object/move', '/storage/v1/object/move'],
    ['/storage/v1/object/copy', '/storage/v1/object/copy'],
    [
      '/storage/v1/object/upload/sign/contact_attachments/a/b.pdf',
      '/storage/v1/object/upload/sign/:bucket/*',
    ],
    ['/storage/v1/bucket', '/storage/v1/bucket'],
    ['/storage/v1/bucket/contact_attachments', '/storage/v1/bucket/:bucket'],
    ['/storage/v1/bucket/contact_attachments/empty', '/storage/v1/bucket/:bucket/empty'],
    ['/storage/v1/render/image/public/x.png', '/storage/v1/*'],
    ['/functions/v1/send-network-confirmation', '/functions/v1/:function'],
    ['/functions/v1/', '/functions/v1/*'],
    ['/realtime/v1/websocket?apikey=secret', '/realtime/v1/*'],
    ['/graphql/v1', '/graphql/v1'],
    ['/_mail', '/_mail'],
    ['/_mail.json', '/_mail'],
    ['/_mail/5f0c', '/_mail'],
    ['/_astro/client.Bx2f.js', '/_astro/*'],
    ['/', OTHER_ROUTE],
    ['/events/forum-2026', OTHER_ROUTE],
    ['/ar/unsubscribe', OTHER_ROUTE],
    ['/sara@example.org', OTHER_ROUTE],
    ['/rest/v2/contacts', OTHER_ROUTE],
    ['/rest//v1/contacts', OTHER_ROUTE],
    ['/rest/v1//contacts', OTHER_ROUTE],
    ['/wp-login.php', OTHER_ROUTE],
  ])('%s → %s', (url, pattern) => {
    expect(routePattern(url)).toBe(pattern);
  });
});

describe('methodLabel', () => {
  it.each([
    ['get', 'GET'],
    ['POST', 'POST'],
    ['OPTIONS', 'OPTIONS'],
    ['PROPFIND', 'OTHER'],
    [undefined, 'GET'],
  ])('%s → %s', (method, label) => {
    expect(methodLabel(method)).toBe(label);
  });
});

describe('presentsKey', () => {
  it.each([
    ['Bearer s3cret-key', true],
    ['bearer s3cret-key', true],
    ['Bearer s3cret-key ', true],
    ['Bearer s3cret-kez', false],
    ['Bearer s3cret-key-and-more', false],
    ['Bearer ', false],
    ['Basic s3cret-key', false],
    ['s3cret-key', false],
    [null, false],
  ])('%j → %s', (header, ok) => {
    expect(presentsKey(header, 's3cret-key')).toBe(ok);
  });
});
