// The frame every function shares: CORS preflight, POST only, a JSON body checked by a zod
// schema, and every failure turned into a JSON {error} so nothing ever crashes the host.
import type { z } from 'zod';
import type { FunctionDeps, FunctionHandler } from '../types.ts';
import { mailFailureAnswer, MailRefused } from '../mail/mail-refused.ts';
import { describeInvalidInput } from './describe-invalid-input.ts';
import { preflightResponse } from './cors.ts';
import { readJsonBody } from './read-json-body.ts';
import { HttpError, errorResponse, jsonResponse } from './respond.ts';

export interface HandlerContext {
  request: Request;
  deps: FunctionDeps;
}

export interface JsonFunction<Schema extends z.ZodType> {
  /** The function's public name, used in logs. */
  name: string;
  input: Schema;
  /** Calls without a body are read as {} (for functions whose every input is optional). */
  allowEmptyBody?: boolean;
  /** Returns the 200 body; throws HttpError for an answer with another status. */
  handle(input: z.output<Schema>, context: HandlerContext): Promise<Record<string, unknown>>;
}

export function defineJsonFunction<Schema extends z.ZodType>(
  definition: JsonFunction<Schema>,
): FunctionHandler {
  return async (request, deps) => {
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method !== 'POST') {
      return errorResponse(405, `${definition.name} only accepts POST`, { Allow: 'POST, OPTIONS' });
    }
    try {
      const body = await readJsonBody(request);
      if (body === undefined && !definition.allowEmptyBody) {
        return errorResponse(400, 'The request body must be a JSON object');
      }
      const parsed = definition.input.safeParse(body ?? {});
      if (!parsed.success) {
        return jsonResponse(400, describeInvalidInput(parsed.error));
      }
      return jsonResponse(200, await definition.handle(parsed.data, { request, deps }));
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message);
      deps.log('error', `${definition.name} failed`, error);
      // A mail a handler sent without its own guard: retried, or failed when refused for good.
      if (error instanceof MailRefused) {
        const answer = mailFailureAnswer(error, `${definition.name} could not send its mail`);
        return errorResponse(answer.status, answer.message);
      }
      return errorResponse(500, `${definition.name} failed unexpectedly. Please try again.`);
    }
  };
}
