import { createClient } from 'npm:@supabase/supabase-js@2';
import { serveWithDeno } from '../_shared/deno-runtime.ts';
import { offerFreedSeat } from '../_shared/handlers/offer-freed-seat.ts';

serveWithDeno(Deno, createClient, offerFreedSeat);
