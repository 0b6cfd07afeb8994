// The reason staff give when they correct whether a guest came: at most this many characters,
// checked by public.correct_attendance (…_attendance_corrections.sql); the integration test in
// tests/integration/events/attendance-corrections.test.ts pins the two together.
export const CORRECTION_REASON_LIMIT = 500;
