import { FunctionsHttpError } from '@supabase/supabase-js';

/** The function's own {error} text and status when it answered one, else the client's message. */
export async function functionError(error: unknown): Promise<{ status: number; message: string }> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    return {
      status: response.status,
      message:
        typeof body.error === 'string'
          ? body.error
          : `The request failed (${response.status}). Please try again.`,
    };
  }
  return {
    status: 0,
    message: 'The request could not be sent. Check your connection and try again.',
  };
}
