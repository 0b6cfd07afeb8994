import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';

/** Every Supabase client of the site speaks the generated contract (src/lib/database.types.ts). */
export type TypedSupabaseClient = SupabaseClient<Database>;
