import * as z from 'zod/mini';

// The mini build shares zod's global configuration: see zod.ts for why parsing is jitless.
z.config({ jitless: true });

export { z };
