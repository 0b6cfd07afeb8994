import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendInvitationUpdate } from '../_shared/handlers/send-invitation-update.ts';

serveWithDeno(Deno, createClient, sendInvitationUpdate);
