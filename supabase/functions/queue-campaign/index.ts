import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { queueCampaign } from '../_shared/handlers/queue-campaign.ts';

serveWithDeno(Deno, createClient, queueCampaign);
