import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { createApprovedMember } from '../_shared/handlers/create-approved-member.ts';

serveWithDeno(Deno, createClient, createApprovedMember);
