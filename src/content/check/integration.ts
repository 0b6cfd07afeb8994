import process from 'node:process';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { environment } from '../../../supabase/local/environment.ts';
import { checkContent } from './check-content.ts';
import { blockingFindings } from './finding.ts';
import { isStrict, summarizeFindings } from './report.ts';

/**
 * Prints the content check's count at the start of every build (`npm run content:check` lists
 * them); with `--strict` or CONTENT_STRICT=1 a build with any finding fails, for production, except
 * missing translations, which are only reported.
 */
export function contentCheck(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'content-check',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': ({ logger }) => {
        const findings = checkContent(root);
        const summary = summarizeFindings(findings);
        if (findings.length === 0) return logger.info(summary);
        const blocking = blockingFindings(findings).length > 0;
        if (blocking && isStrict(process.argv, environment().CONTENT_STRICT)) {
          throw new Error(`${summary}. Run \`npm run content:check\` to list them.`);
        }
        logger.warn(`${summary} (\`npm run content:check\` lists them)`);
      },
    },
  };
}
