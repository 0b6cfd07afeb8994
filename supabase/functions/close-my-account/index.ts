import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { closeMyAccount } from '../_shared/handlers/close-my-account.ts';

serveWithDeno(Deno, createClient, closeMyAccount);
