/**
 * The product's one rule for a name typed as one field (first word = first name, the rest =
 * last name). The Edge Functions use the same function, so it is re-exported, not rewritten.
 */
export {
  splitFullName,
  type SplitName,
} from '../../../supabase/functions/_shared/inputs/split-full-name.ts';
