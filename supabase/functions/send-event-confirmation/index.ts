import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendEventConfirmation } from '../_shared/handlers/send-event-confirmation.ts';

serveWithDeno(Deno, createClient, sendEventConfirmation);
