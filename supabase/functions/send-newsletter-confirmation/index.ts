import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendNewsletterConfirmation } from '../_shared/handlers/send-newsletter-confirmation.ts';

serveWithDeno(Deno, createClient, sendNewsletterConfirmation);
