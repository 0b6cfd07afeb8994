import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { pushToMake } from '../_shared/handlers/push-to-make.ts';

serveWithDeno(Deno, createClient, pushToMake);
