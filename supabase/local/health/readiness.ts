// Runs the readiness checks side by side, each bounded in time, and shapes their answer: what a
// probe (a load balancer, systemd, an uptime monitor) reads from /readyz.

/** One check's verdict. `detail` is shown to whoever asks, so it names no secret or person. */
export interface CheckResult {
  ok: boolean;
  detail?: string;
  /** Figures that help an operator (free bytes, busy workers); numbers only. */
  figures?: Record<string, number>;
}

export type Check = () => Promise<CheckResult>;

export interface ReadinessReport {
  status: 'ready' | 'not ready';
  /** The names of the checks that failed, in the order they were given. */
  failed: string[];
  checks: Record<string, CheckResult>;
}

/** A probe should hear back well within its own timeout; a check slower than this has failed. */
export const CHECK_TIMEOUT_MS = 3_000;

/**
 * An error's code when it is a SQLSTATE or a Node system code, else undefined; fetch() keeps the
 * system code on its error's cause.
 */
export function errorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[A-Z0-9_]{2,24}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** The check's own verdict, or a failure when it throws or does not answer in time. */
export async function boundedCheck(
  check: Check,
  timeoutMs: number,
  onError: (error: unknown) => void,
): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, detail: `no answer within ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([check(), late]);
  } catch (error) {
    // The message may carry a connection string or a row: it goes to the log only; its code
    // (a SQLSTATE or a system code such as ECONNREFUSED) is safe to show and telling.
    onError(error);
    const code = errorCode(error);
    return { ok: false, detail: `failed${code ? ` (${code})` : ''}; the server log says why` };
  } finally {
    clearTimeout(timer);
  }
}

export async function runChecks(
  checks: Readonly<Record<string, Check>>,
  options: { timeoutMs?: number; onError: (name: string, error: unknown) => void },
): Promise<ReadinessReport> {
  const names = Object.keys(checks);
  const results = await Promise.all(
    names.map((name) =>
      boundedCheck(checks[name] as Check, options.timeoutMs ?? CHECK_TIMEOUT_MS, (error) =>
        options.onError(name, error),
      ),
    ),
  );
  const entries = names.map((name, index) => [name, results[index] as CheckResult] as const);
  const failed = entries.filter(([, result]) => !result.ok).map(([name]) => name);
  return {
    status: failed.length === 0 ? 'ready' : 'not ready',
    failed,
    checks: Object.fromEntries(entries),
  };
}
