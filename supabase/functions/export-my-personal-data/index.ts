import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { exportMyPersonalData } from '../_shared/handlers/export-my-personal-data.ts';

serveWithDeno(Deno, createClient, exportMyPersonalData);
