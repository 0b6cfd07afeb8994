import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { runRetention } from '../_shared/handlers/run-retention.ts';

serveWithDeno(Deno, createClient, runRetention);
