import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendRetentionSummary } from '../_shared/handlers/send-retention-summary.ts';

serveWithDeno(Deno, createClient, sendRetentionSummary);
