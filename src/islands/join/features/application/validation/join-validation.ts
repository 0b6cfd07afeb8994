// The join form's checks: zod and the application's schema, ~14 KiB gzip that opening the modal
// does not need. Loaded on demand through load-join-validation.ts only.
import { zodResolver } from '@hookform/resolvers/zod';
import { JOIN_STEP_ONE_FIELDS, joinApplicationSchema } from '~/lib/submissions/join-schema.ts';

export const joinResolver = zodResolver(joinApplicationSchema);
export { JOIN_STEP_ONE_FIELDS };
