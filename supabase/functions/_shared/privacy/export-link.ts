// A signed link to an export's archive, on the address people reach the project by: the handlers'
// clients may call the project on another (the embedded server calls itself on a loopback port of
// its own, supabase/local/server/internal-listener.ts), and a link mailed or handed out must work
// from the person's own device.
import { createServiceClient } from '../clients.ts';
import type { FunctionDeps } from '../types.ts';
import { EXPORTS_BUCKET } from './store-export.ts';

/** Signs `objectName` in the exports bucket for `seconds`; throws if Storage refuses. */
export async function signExportLink(
  deps: FunctionDeps,
  objectName: string,
  seconds: number,
  download: string | true,
): Promise<string> {
  const { data, error } = await createServiceClient(deps)
    .storage.from(EXPORTS_BUCKET)
    .createSignedUrl(objectName, seconds, { download });
  if (error || !data) throw new Error(`Could not sign the link: ${error?.message}`);
  return onPublicUrl(deps, data.signedUrl);
}

/** `url`, a link under the clients' project URL, moved to the public one (unchanged otherwise). */
export function onPublicUrl(deps: Pick<FunctionDeps, 'supabaseUrl' | 'publicUrl'>, url: string) {
  const internal = deps.supabaseUrl.replace(/\/+$/, '');
  if (!url.startsWith(`${internal}/`)) return url;
  return `${deps.publicUrl.replace(/\/+$/, '')}${url.slice(internal.length)}`;
}
