import { z } from 'zod';

// Zod 4 compiles object parsers with `new Function` and probes for eval on first parse; the
// site's Content-Security-Policy forbids eval, so the probe alone logs a violation in the browser.
// Every schema imports zod from here (or zod-mini.ts), so jitless mode is set before any parse.
z.config({ jitless: true });

export { z };
