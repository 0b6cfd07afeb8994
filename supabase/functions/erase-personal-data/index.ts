import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { erasePersonalData } from '../_shared/handlers/erase-personal-data.ts';

serveWithDeno(Deno, createClient, erasePersonalData);
