import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendEventReminder } from '../_shared/handlers/send-event-reminder.ts';

serveWithDeno(Deno, createClient, sendEventReminder);
