import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendPrivacyVerification } from '../_shared/handlers/send-privacy-verification.ts';

serveWithDeno(Deno, createClient, sendPrivacyVerification);
