import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendEventFollowUp } from '../_shared/handlers/send-event-follow-up.ts';

serveWithDeno(Deno, createClient, sendEventFollowUp);
