import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { processJobs } from '../_shared/handlers/process-jobs.ts';

serveWithDeno(Deno, createClient, processJobs);
