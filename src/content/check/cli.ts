// `npm run content:check [-- --strict]`: lists every finding with file and line; exits 1 in
// strict mode when there is any but a missing translation (see docs/editing-content.md).
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { environment } from '../../../supabase/local/environment.ts';
import { checkContent } from './check-content.ts';
import { blockingFindings } from './finding.ts';
import { formatFindings, isStrict, summarizeFindings } from './report.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const findings = checkContent(root);
for (const line of formatFindings(findings)) console.log(line);
console.log(`\n${summarizeFindings(findings)}`);
if (blockingFindings(findings).length > 0 && isStrict(process.argv, environment().CONTENT_STRICT)) {
  console.error('content:check --strict: fix or remove these before publishing.');
  process.exitCode = 1;
}
