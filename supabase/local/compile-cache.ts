// Loaded first with `node --import` (npm start, the benchmarks): Node keeps the compiled code of
// every module it loads, TypeScript already stripped, in node_modules/.cache, so a later start
// skips most of the work that made a quarter of the server's CPU time in the flame graph
// (docs/performance/backend-profile.md).
import module from 'node:module';
import { fileURLToPath } from 'node:url';

module.enableCompileCache?.(
  fileURLToPath(new URL('../../node_modules/.cache/node-compile', import.meta.url)),
);
