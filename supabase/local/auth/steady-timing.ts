// Answers that must not tell whether an e-mail address has an account take the same time either
// way: the work differs (a link and a mail for a known address, nothing for an unknown one), so
// the answer is held until a fixed time after the work began, well above what the work takes.

/** Longer than the work behind any of these answers takes on a busy machine (a few ms idle). */
export const STEADY_ANSWER_MS = 250;

export async function steadily<T>(work: () => Promise<T>, ms = STEADY_ANSWER_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
