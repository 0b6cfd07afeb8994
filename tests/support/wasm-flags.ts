/**
 * V8 flags for the backends the integration tests start. A test's backend lives for seconds, too short to repay V8 recompiling
 * Postgres's hottest WebAssembly functions in the background: with Liftoff's code only,
 * mail-page.test.ts (six backend starts) took 16 s of CPU instead of 30 s,
 * membership-approval.test.ts 12 s instead of 16 s, and the query-heavy fuzz.test.ts the same
 * 91 s. The code computes the same; `npm start`, the browser tests' server and the integration
 * workers (which keep one compiled PGlite for all their files) keep the default.
 */
export const TEST_WASM_FLAGS = ['--liftoff-only'];
