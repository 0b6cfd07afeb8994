import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendInvitation } from '../_shared/handlers/send-invitation.ts';

serveWithDeno(Deno, createClient, sendInvitation);
