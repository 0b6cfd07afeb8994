import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { exportPersonalData } from '../_shared/handlers/export-personal-data.ts';

serveWithDeno(Deno, createClient, exportPersonalData);
