import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendMembershipStatus } from '../_shared/handlers/send-membership-status.ts';

serveWithDeno(Deno, createClient, sendMembershipStatus);
