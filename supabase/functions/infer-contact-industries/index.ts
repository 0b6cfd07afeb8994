import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { inferContactIndustries } from '../_shared/handlers/infer-contact-industries.ts';

serveWithDeno(Deno, createClient, inferContactIndustries);
