import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { sendPersonalDataExport } from '../_shared/handlers/send-personal-data-export.ts';

serveWithDeno(Deno, createClient, sendPersonalDataExport);
