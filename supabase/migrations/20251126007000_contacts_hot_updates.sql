/*
 * Most changes to a contact touch one column that no index covers (an industry inferred, a title,
 * a note of who they are). Such a change can be a HOT update: no index is touched and the search
 * index's expression is not computed again, as long as no indexed column changes and the row's
 * page has room. Measured on the embedded database, Infer Industries' update of 5,000 contacts took
 * 1.4-1.7 s before, 0.5-0.7 s after (three in four updates HOT).
 * - contacts_industry_idx goes: the board filters by industry within a column's order
 *   (contacts_board_order_idx), and its counts and the All table's total read every contact anyway.
 * - contacts_stage_heat_idx goes: contacts_board_order_idx starts with the same two columns.
 * - fillfactor 70 leaves room on each new page for new versions; VACUUM makes room on old ones.
 */
drop index public.contacts_industry_idx;
drop index public.contacts_stage_heat_idx;
alter table public.contacts set (fillfactor = 70);
