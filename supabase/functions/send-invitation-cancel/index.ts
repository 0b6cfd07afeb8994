import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendInvitationCancel } from '../_shared/handlers/send-invitation-cancel.ts';

serveWithDeno(Deno, createClient, sendInvitationCancel);
