import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendPrivacyExtension } from '../_shared/handlers/send-privacy-extension.ts';

serveWithDeno(Deno, createClient, sendPrivacyExtension);
