// Runs one REST request's statements in a transaction under the caller's JWT (so RLS decides),
// maps Postgres errors to PostgREST's answers, and ends in a rollback when db-tx-end says so.
import type { Tx } from '../db/index.ts';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { HttpError } from '../server/http.ts';
import { fromPostgresError, isPostgresError } from './errors.ts';
import { requestSettings } from './request-info.ts';
import { quoteIdent } from './sql/params.ts';

/** Thrown inside the transaction to roll it back while still answering with `response`. */
class RollbackWith extends Error {
  response: Response;

  constructor(response: Response) {
    super('rollback requested');
    this.response = response;
  }
}

export interface TransactionOptions {
  /** End in a rollback (db-tx-end with Prefer: tx=, see transactionEnd in prefer.ts). */
  rollback: boolean;
  /** GET and HEAD run read-only, as in PostgREST: a write there is 25006 (405). */
  readOnly: boolean;
  /** The request's schema; another than public leads the search_path, as PostgREST sets it. */
  schema?: string;
}

export async function runAsCaller(
  ctx: BackendContext,
  claims: JwtClaims,
  request: Request,
  path: string,
  { rollback, readOnly, schema }: TransactionOptions,
  work: (tx: Tx) => Promise<Response>,
): Promise<Response> {
  try {
    // One round trip sets the role, the claims, the request and (for reads) read-only mode.
    const settings = requestSettings(request, path);
    if (readOnly) settings['transaction_read_only'] = 'on';
    if (schema !== undefined && schema !== 'public')
      settings['search_path'] = `${quoteIdent(schema)}, public`;
    return await ctx.db.asClaims(
      { ...claims },
      async (tx) => {
        const response = await work(tx);
        if (rollback) {
          // As PostgREST: deferred constraints are checked before the rollback, so they still fail.
          await tx.query('set constraints all immediate');
          throw new RollbackWith(response);
        }
        return response;
      },
      settings,
    );
  } catch (error) {
    if (error instanceof RollbackWith) return error.response;
    if (error instanceof HttpError) throw error;
    if (isPostgresError(error)) throw fromPostgresError(error, claims.role === 'anon');
    throw error;
  }
}

/** The count column of a result row: int8 arrives as a string, number or bigint by driver. */
export function toCount(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  return Number(value);
}
