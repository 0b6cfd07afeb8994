import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import { browserSupabaseUrl } from '~/lib/supabase/public-config.ts';
import { functionError, type FailureWords } from '../../../shared/api/function-error.ts';

export interface MyExport {
  /** A signed link to the archive, valid for ten minutes. */
  url: string;
  filename: string;
}

/**
 * Makes the export of the member's own data (export-my-personal-data: the same archive staff get,
 * for the caller's proven address; nothing is sent but the session) and returns its download link,
 * reached the way this tab reaches Supabase.
 */
export async function downloadMyExport(words: FailureWords): Promise<MyExport> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<{ url: string; filename: string }>(
    'export-my-personal-data',
    { body: {} },
  );
  if (error || !data) throw new Error((await functionError(error, words)).message);
  const { getBrowserConfig } = await import('~/lib/supabase/browser-client.ts');
  const signed = new URL(data.url);
  const base = browserSupabaseUrl(await getBrowserConfig(), window.location.origin);
  return {
    url: new URL(`${signed.pathname}${signed.search}`, base).toString(),
    filename: data.filename,
  };
}
