// Turns a zod validation failure into the 400 body: one readable sentence plus the per-field list.
import type { z } from 'zod';

export interface InvalidInputBody extends Record<string, unknown> {
  error: string;
  issues: { field: string; message: string }[];
}

export function describeInvalidInput(error: z.ZodError): InvalidInputBody {
  const issues = error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
  const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
  return { error: `Invalid input. ${summary}`, issues };
}
