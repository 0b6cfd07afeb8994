import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendEventStatus } from '../_shared/handlers/send-event-status.ts';

serveWithDeno(Deno, createClient, sendEventStatus);
