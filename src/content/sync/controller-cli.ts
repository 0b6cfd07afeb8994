// `npm run -s settings:controller`: prints SITE_CONTROLLER=<json>, the controller's identity from
// content/settings/site.yaml as the Edge Functions read it, for a hosted project's secrets:
//   npx supabase secrets set "$(npm run -s settings:controller)"
// Run it on every deploy that changes the settings (README "A hosted Supabase project"); the
// embedded backend reads the file itself on every start. CONTENT_DIR reads another content folder.
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { environment } from '../../../supabase/local/environment.ts';
import { readControllerFacts, SettingsFileError } from './controller-facts.ts';

const contentDir = path.resolve(
  environment().CONTENT_DIR ?? fileURLToPath(new URL('../../../content', import.meta.url)),
);

try {
  console.log(`SITE_CONTROLLER=${JSON.stringify(readControllerFacts(contentDir))}`);
} catch (error) {
  console.error(
    `settings:controller: ${error instanceof SettingsFileError ? error.message : String(error)}`,
  );
  process.exit(1);
}
