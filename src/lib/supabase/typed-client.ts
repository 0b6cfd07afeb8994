import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../supabase/functions/_shared/database.types.ts';

/** Every Supabase client of the site speaks the generated contract (supabase/functions/_shared/database.types.ts). */
export type TypedSupabaseClient = SupabaseClient<Database>;
