/*
 * Default stage checklists (checklist_items with contact_id null): what staff work through
 * with a foreign company at each pipeline stage on its way into Saudi Arabia. The CRM copies
 * them to a contact when it is opened. Safe to re-run: existing items are left alone.
 */
insert into public.checklist_items (contact_id, stage, position, item_text)
values
  (null, 'mql_lead', 1, 'Send the welcome e-mail introducing the network'),
  (null, 'mql_lead', 2, 'Confirm the company profile, sector and interest in Saudi Arabia'),
  (null, 'mql_lead', 3, 'Identify the decision maker and preferred contact channel'),
  (null, 'mql_lead', 4, 'Book an introductory call'),

  (null, 'sql_qualification', 1, 'Confirm the intent and timeline for entering the Saudi market'),
  (null, 'sql_qualification', 2, 'Check eligibility for a MISA investment licence'),
  (null, 'sql_qualification', 3, 'Assess whether the Regional Headquarters (RHQ) programme applies'),
  (null, 'sql_qualification', 4, 'Confirm the budget and funding for market entry'),

  (null, 'sqo_discovery', 1, 'Map the licensing path: MISA licence, then Commercial Registration (CR)'),
  (null, 'sqo_discovery', 2, 'Review Saudization (Nitaqat) requirements for the planned headcount'),
  (null, 'sqo_discovery', 3, 'Outline ZATCA registration: VAT, zakat and e-invoicing'),
  (null, 'sqo_discovery', 4, 'Identify local partners, advisors and potential buyers'),
  (null, 'sqo_discovery', 5, 'Shortlist office locations (Riyadh, special economic zones)'),

  (null, 'evaluation', 1, 'Share the membership proposal and its benefits'),
  (null, 'evaluation', 2, 'Introduce at least two relevant members or advisors'),
  (null, 'evaluation', 3, 'Invite them to an upcoming network event'),
  (null, 'evaluation', 4, 'Agree a landing plan with milestones'),

  (null, 'closed_won', 1, 'Send the member welcome pack and onboarding invitation'),
  (null, 'closed_won', 2, 'Create the member account and send the set-password link'),
  (null, 'closed_won', 3, 'Kick off the MISA licence and CR registration'),
  (null, 'closed_won', 4, 'Introduce the Saudization (Nitaqat) and ZATCA advisors'),

  (null, 'closed_lost', 1, 'Record why the lead was lost'),
  (null, 'closed_lost', 2, 'Send a courteous close-out e-mail'),
  (null, 'closed_lost', 3, 'Keep them on the newsletter if they agreed'),
  (null, 'closed_lost', 4, 'Set a date to revisit the lead')
on conflict (stage, item_text) where contact_id is null do nothing;
