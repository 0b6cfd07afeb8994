import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendNewsletterWelcome } from '../_shared/handlers/send-newsletter-welcome.ts';

serveWithDeno(Deno, createClient, sendNewsletterWelcome);
