import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendNetworkConfirmation } from '../_shared/handlers/send-network-confirmation.ts';

serveWithDeno(Deno, createClient, sendNetworkConfirmation);
