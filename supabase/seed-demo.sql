/*
 * Demo CRM data, loaded only on request (npm run seed:demo), never in production.
 * EVERYTHING HERE IS FICTIONAL SAMPLE DATA: the companies are invented ("Demo …"), the people
 * are invented, and every address is on example.com (reserved for examples, RFC 2606).
 * Safe to re-run: rows have fixed ids and existing ones are left alone.
 */

insert into public.companies (id, company, stage, lead_type, industry, last_contact_date, user_id)
values
  ('d0000000-0000-4000-8000-00000000c001', 'Demo Dune Robotics (sample)', 'sqo_discovery', 'founder_executive', 'manufacturing', now() - interval '3 days', null),
  ('d0000000-0000-4000-8000-00000000c002', 'Demo Oasis Health (sample)', 'evaluation', 'founder_executive', 'healthcare', now() - interval '1 day', null),
  ('d0000000-0000-4000-8000-00000000c003', 'Demo Harbor Logistics (sample)', 'sql_qualification', 'investor_buyer', 'logistics', now() - interval '9 days', null),
  ('d0000000-0000-4000-8000-00000000c004', 'Demo Saffron Foods (sample)', 'mql_lead', 'other', 'agriculture', null, null),
  ('d0000000-0000-4000-8000-00000000c005', 'Demo Falcon Capital (sample)', 'closed_won', 'investor_buyer', 'finance', now() - interval '20 days', null)
on conflict (id) do nothing;

insert into public.contacts
  (id, first_name, last_name, email, phone, company, company_id, title, industry, lead_type, stage, heat_rating, goal, source)
values
  ('d0000000-0000-4000-8000-0000000000a1', 'Lena', 'Sample', 'lena.sample@example.com', '+49 30 0000 0001', 'Demo Dune Robotics (sample)', 'd0000000-0000-4000-8000-00000000c001', 'Founder & CEO', 'manufacturing', 'founder_executive', 'sqo_discovery', 5, 'Open a Riyadh office in Q3', 'network_request'),
  ('d0000000-0000-4000-8000-0000000000a2', 'Marco', 'Example', 'marco.example@example.com', null, 'Demo Dune Robotics (sample)', 'd0000000-0000-4000-8000-00000000c001', 'COO', 'manufacturing', 'founder_executive', 'sql_qualification', 3, null, 'manual'),
  ('d0000000-0000-4000-8000-0000000000a3', 'Priya', 'Placeholder', 'priya.placeholder@example.com', '+44 20 0000 0003', 'Demo Oasis Health (sample)', 'd0000000-0000-4000-8000-00000000c002', 'Managing Director', 'healthcare', 'founder_executive', 'evaluation', 4, 'Regional HQ licence', 'event_request'),
  ('d0000000-0000-4000-8000-0000000000a4', 'Tom', 'Testperson', 'tom.testperson@example.com', null, 'Demo Oasis Health (sample)', 'd0000000-0000-4000-8000-00000000c002', 'CFO', 'healthcare', 'founder_executive', 'evaluation', 2, null, 'manual'),
  ('d0000000-0000-4000-8000-0000000000a5', 'Aiko', 'Demo', 'aiko.demo@example.com', '+81 3 0000 0005', 'Demo Harbor Logistics (sample)', 'd0000000-0000-4000-8000-00000000c003', 'Head of Expansion', 'logistics', 'investor_buyer', 'sql_qualification', 4, 'Find a warehousing partner', 'network_request'),
  ('d0000000-0000-4000-8000-0000000000a6', 'Samir', 'Fictional', 'samir.fictional@example.com', null, 'Demo Harbor Logistics (sample)', 'd0000000-0000-4000-8000-00000000c003', 'Investment Manager', 'logistics', 'investor_buyer', 'mql_lead', 1, null, 'newsletter'),
  ('d0000000-0000-4000-8000-0000000000a7', 'Clara', 'Mock', 'clara.mock@example.com', null, 'Demo Saffron Foods (sample)', 'd0000000-0000-4000-8000-00000000c004', 'Founder', 'agriculture', 'founder_executive', 'mql_lead', 2, null, 'contact_form'),
  ('d0000000-0000-4000-8000-0000000000a8', 'Jonas', 'Sample', 'jonas.sample@example.com', '+46 8 0000 0008', 'Demo Falcon Capital (sample)', 'd0000000-0000-4000-8000-00000000c005', 'Partner', 'finance', 'investor_buyer', 'closed_won', 5, 'Co-invest in two portfolio companies', 'network_request'),
  ('d0000000-0000-4000-8000-0000000000a9', 'Nadia', 'Example', 'nadia.example@example.com', null, 'Demo Falcon Capital (sample)', 'd0000000-0000-4000-8000-00000000c005', 'Analyst', 'finance', 'investor_buyer', 'closed_won', 3, null, 'manual'),
  ('d0000000-0000-4000-8000-0000000000b1', 'Oliver', 'Placeholder', 'oliver.placeholder@example.com', null, 'Demo Advisory Partners (sample)', null, 'Senior Advisor', 'real_estate', 'advisor_broker', 'sqo_discovery', 3, null, 'event_request'),
  ('d0000000-0000-4000-8000-0000000000b2', 'Fatima', 'Demo', 'fatima.demo@example.com', null, 'Demo Brokerage House (sample)', null, 'Broker', 'real_estate', 'advisor_broker', 'mql_lead', 0, null, 'newsletter'),
  ('d0000000-0000-4000-8000-0000000000b3', 'Ethan', 'Mock', 'ethan.mock@example.com', null, 'Demo Solar Fields (sample)', null, 'CEO', 'energy', 'founder_executive', 'closed_lost', 1, null, 'manual'),
  ('d0000000-0000-4000-8000-0000000000b4', 'Sofia', 'Testperson', 'sofia.testperson@example.com', null, 'Demo Learning Labs (sample)', null, 'Founder', 'education', 'founder_executive', 'evaluation', 3, 'Pilot with two universities', 'network_request'),
  ('d0000000-0000-4000-8000-0000000000b5', 'Karim', 'Fictional', 'karim.fictional@example.com', null, 'Demo Game Forge (sample)', null, 'Studio Head', 'creative', 'founder_executive', 'sql_qualification', 2, null, 'event_request'),
  ('d0000000-0000-4000-8000-0000000000b6', 'Hannah', 'Sample', 'hannah.sample@example.com', null, 'Demo Ocean Tech (sample)', null, 'VP Partnerships', 'ocean', 'other', 'mql_lead', 0, null, 'newsletter')
on conflict (id) do nothing;

-- A few checklists copied from the stage templates, some items done.
insert into public.checklist_items (contact_id, stage, position, item_text, completed)
select c.id, t.stage, t.position, t.item_text, t.position <= c.heat_rating - 2
from public.contacts c
join public.checklist_items t on t.contact_id is null and t.stage = c.stage
where c.id in ('d0000000-0000-4000-8000-0000000000a1', 'd0000000-0000-4000-8000-0000000000a3',
               'd0000000-0000-4000-8000-0000000000a5', 'd0000000-0000-4000-8000-0000000000a8')
on conflict (contact_id, stage, item_text) where contact_id is not null do nothing;

insert into public.contact_notes (id, contact_id, content, user_id)
values
  ('d0000000-0000-4000-8000-0000000000e1', 'd0000000-0000-4000-8000-0000000000a1', 'Sample note: wants an introduction to a licensing advisor before the forum.', null),
  ('d0000000-0000-4000-8000-0000000000e2', 'd0000000-0000-4000-8000-0000000000a3', 'Sample note: reviewing the Regional HQ programme with their board next week.', null),
  ('d0000000-0000-4000-8000-0000000000e3', 'd0000000-0000-4000-8000-0000000000a8', 'Sample note: signed up; onboarding call booked.', null)
on conflict (id) do nothing;

insert into public.membership_requests
  (id, first_name, last_name, email, phone_number, company, title, industry, linkedin_url, referred_by, additional_info, request_status)
values
  ('d0000000-0000-4000-8000-0000000000f1', 'Greta', 'Example', 'greta.example@example.com', '+31 20 0000 0011', 'Demo Tulip Analytics (sample)', 'Founder', 'technology', 'https://www.linkedin.com/in/example-greta', 'Sample referrer', 'Looking at a Riyadh office in 2026.', 'pending'),
  ('d0000000-0000-4000-8000-0000000000f2', 'Yusuf', 'Sample', 'yusuf.sample@example.com', '+90 212 000 0012', 'Demo Bosphorus Build (sample)', 'Executive', 'construction', null, 'Sample referrer', null, 'waitlist'),
  ('d0000000-0000-4000-8000-0000000000f3', 'Lena', 'Sample', 'lena.sample@example.com', '+49 30 0000 0001', 'Demo Dune Robotics (sample)', 'Founder', 'manufacturing', 'https://www.linkedin.com/in/example-lena', 'Sample referrer', null, 'moved_to_pipeline'),
  ('d0000000-0000-4000-8000-0000000000f4', 'Ivan', 'Mock', 'ivan.mock@example.com', null, 'Demo Frost Systems (sample)', 'Broker', 'technology', null, 'Sample referrer', null, 'rejected')
on conflict (id) do nothing;

update public.membership_requests set moved_to_pipeline = true
where id = 'd0000000-0000-4000-8000-0000000000f3' and not moved_to_pipeline;

insert into public.event_requests (id, name, email, phone_number, company, title, interests, event_type, event_slug, request_status)
values
  ('d0000000-0000-4000-8000-0000000000d1', 'Priya Placeholder', 'priya.placeholder@example.com', '+44 20 0000 0003', 'Demo Oasis Health (sample)', 'Executive', 'Healthcare partnerships', 'dinner', 'suhoor-dinner', 'approved'),
  ('d0000000-0000-4000-8000-0000000000d2', 'Chen Demo', 'chen.demo@example.com', null, 'Demo Jade Mobility (sample)', 'Investor', 'Mobility financing', 'dinner', 'suhoor-dinner', 'pending'),
  ('d0000000-0000-4000-8000-0000000000d3', 'Oliver Placeholder', 'oliver.placeholder@example.com', null, 'Demo Advisory Partners (sample)', 'Advisor', 'Real estate, family offices', 'forum', 'majlis-business-forum', 'pending'),
  ('d0000000-0000-4000-8000-0000000000d4', 'Karim Fictional', 'karim.fictional@example.com', null, 'Demo Game Forge (sample)', 'Founder', 'Gaming, creative economy', 'forum', 'majlis-business-forum', 'waitlist')
on conflict (id) do nothing;

-- Sample applicants are not real: nothing is forwarded to Make or mailed for them (the inserts
-- above queued their jobs: supabase/migrations/…_after_insert_jobs.sql, …_visitor_confirmation_jobs.sql).
delete from public.after_insert_jobs
where row_id in ('d0000000-0000-4000-8000-0000000000f1', 'd0000000-0000-4000-8000-0000000000f2',
                 'd0000000-0000-4000-8000-0000000000f3', 'd0000000-0000-4000-8000-0000000000f4',
                 'd0000000-0000-4000-8000-0000000000d1', 'd0000000-0000-4000-8000-0000000000d2',
                 'd0000000-0000-4000-8000-0000000000d3', 'd0000000-0000-4000-8000-0000000000d4')
  and status = 'pending';

insert into public.contact_messages (id, name, email, message)
values
  ('d0000000-0000-4000-8000-000000000cc1', 'Clara Mock', 'clara.mock@example.com', 'Sample message: we export dates and want to meet distributors in Riyadh.'),
  ('d0000000-0000-4000-8000-000000000cc2', 'Ravi Example', 'ravi.example@example.com', 'Sample message: which events are open to advisors this season?')
on conflict (id) do nothing;
