import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendCampaignMail } from '../_shared/handlers/send-campaign-mail.ts';

serveWithDeno(Deno, createClient, sendCampaignMail);
