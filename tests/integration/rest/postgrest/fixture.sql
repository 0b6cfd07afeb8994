/*
 * A small schema for the PostgREST query-language tests, applied as the superuser to a test
 * database after the migrations (never part of the product). Each object exists for one kind of
 * query form: foreign keys of every cardinality, a junction table, views over keyed tables,
 * JSON, arrays, ranges and text to search, computed fields and relationships, and functions of
 * every shape PostgREST calls.
 */
create table public.fx_clients (
  id int primary key,
  name text not null,
  settings jsonb,
  tags text[]
);

create table public.fx_projects (
  id int primary key,
  name text not null,
  client_id int references public.fx_clients (id),
  budget numeric,
  period int4range,
  starts date
);

create table public.fx_invoices (
  id int primary key,
  project_id int not null references public.fx_projects (id),
  total numeric not null,
  paid boolean not null default false,
  note text
);

-- One-to-one: the key of fx_client_details is its foreign key.
create table public.fx_client_details (
  client_id int primary key references public.fx_clients (id),
  vat text
);

-- Many-to-many through fx_users_tasks, whose primary key holds both foreign keys.
create table public.fx_users (
  id int primary key,
  name text not null,
  manager_id int references public.fx_users (id)
);
create table public.fx_tasks (
  id int primary key,
  title text not null,
  project_id int references public.fx_projects (id)
);
create table public.fx_users_tasks (
  user_id int references public.fx_users (id),
  task_id int references public.fx_tasks (id),
  primary key (user_id, task_id)
);

-- Two foreign keys to the same table: embedding needs a hint.
create table public.fx_transfers (
  id int primary key,
  amount numeric not null,
  sender_id int constraint fx_transfers_sender_fkey references public.fx_clients (id),
  receiver_id int constraint fx_transfers_receiver_fkey references public.fx_clients (id)
);

create table public.fx_articles (
  id int primary key,
  title text not null,
  body text not null,
  body_tsv tsvector generated always as (to_tsvector('english', body)) stored
);

-- Views whose columns come from keyed tables (renamed, too): embedding works through them.
create view public.fx_project_list as
  select p.id as project_id, p.name as project_name, p.client_id as owner_id from public.fx_projects p;
create view public.fx_client_list as
  select c.id as client_key, c.name from public.fx_clients c;

-- A computed field and computed relationships.
create function public.fx_label(public.fx_projects) returns text
  language sql stable as $$ select $1.name || ' #' || $1.id $$;
create function public.fx_top_invoice(public.fx_projects) returns setof public.fx_invoices
  rows 1 language sql stable as $$
    select * from public.fx_invoices where project_id = $1.id order by total desc limit 1 $$;
create function public.fx_unpaid(public.fx_projects) returns setof public.fx_invoices
  language sql stable as $$
    select * from public.fx_invoices where project_id = $1.id and not paid order by id $$;

-- Functions of every shape.
create function public.fx_projects_of(client int) returns setof public.fx_projects
  language sql stable as $$ select * from public.fx_projects where client_id = client order by id $$;
create function public.fx_client(id int) returns public.fx_clients
  language sql stable as $$ select * from public.fx_clients c where c.id = fx_client.id $$;
create function public.fx_greet(name text) returns text
  language sql immutable as $$ select 'Hello, ' || name $$;
create function public.fx_greet(first text, last text) returns text
  language sql immutable as $$ select 'Hello, ' || first || ' ' || last $$;
create function public.fx_greet_default(name text default 'friend') returns text
  language sql immutable as $$ select 'Hi, ' || name $$;
create function public.fx_echo(json) returns json
  language sql immutable as $$ select $1 $$;
create function public.fx_totals() returns table (project text, invoiced numeric)
  language sql stable as $$
    select p.name, sum(i.total) from public.fx_projects p join public.fx_invoices i on i.project_id = p.id
     group by p.name order by p.name $$;
create function public.fx_numbers(upto int) returns setof int
  language sql immutable as $$ select generate_series(1, upto) $$;
create function public.fx_sum(variadic nums int[]) returns int
  language sql immutable as $$ select sum(n)::int from unnest(nums) n $$;
create function public.fx_rename(id int, name text) returns void
  language sql volatile as $$ update public.fx_clients c set name = fx_rename.name where c.id = fx_rename.id $$;
create function public.fx_tags(tags text[]) returns text[]
  language sql immutable as $$ select tags || array['!'] $$;
create function public.fx_shout(text) returns text
  language sql immutable as $$ select upper($1) $$;
create function public.fx_ambiguous(a int) returns int language sql immutable as $$ select a $$;
create function public.fx_ambiguous(a text) returns text language sql immutable as $$ select a $$;

insert into public.fx_clients (id, name, settings, tags) values
  (1, 'Microsoft', '{"tier": "gold", "limits": {"seats": 10}, "regions": ["eu", "us"]}', '{cloud,software}'),
  (2, 'Apple', '{"tier": "silver", "limits": {"seats": 3}, "regions": ["us"]}', '{hardware,software}'),
  (3, 'Aramco', null, '{energy}');
insert into public.fx_client_details (client_id, vat) values (1, 'IE123'), (2, 'US456');
insert into public.fx_projects (id, name, client_id, budget, period, starts) values
  (1, 'Windows', 1, 100, '[1,10)', '2024-01-01'),
  (2, 'Office', 1, 250, '[5,20)', '2024-06-01'),
  (3, 'iOS', 2, 300, '[30,40)', '2024-03-01'),
  (4, 'Orphan', null, null, null, null);
insert into public.fx_invoices (id, project_id, total, paid, note) values
  (1, 1, 100, true, null), (2, 1, 200, false, 'late'), (3, 2, 500, true, null),
  (4, 2, 700, false, null), (5, 3, 1200, true, null), (6, 3, 2000, false, null);
insert into public.fx_users (id, name, manager_id) values (1, 'Angela', null), (2, 'Michael', 1), (3, 'Dwight', 2);
insert into public.fx_tasks (id, title, project_id) values (1, 'Design', 1), (2, 'Build', 1), (3, 'Ship', 3);
insert into public.fx_users_tasks (user_id, task_id) values (1, 1), (1, 2), (2, 2), (3, 3);
insert into public.fx_transfers (id, amount, sender_id, receiver_id) values (1, 50, 1, 2), (2, 75, 2, 3);
insert into public.fx_articles (id, title, body) values
  (1, 'Cats', 'The fat cats sat on the mat'),
  (2, 'Dogs', 'A quick brown dog jumps over lazy foxes'),
  (3, 'Birds', 'Birds fly over the sea and the fat cat watches');

-- Rows the response-shape tests write themselves (inserts, upserts, updates, deletes); the text
-- values of the CSV test carry commas, quotes and backslashes.
create table public.fx_items (
  id int primary key,
  name text not null,
  note text,
  qty int default 1,
  stamp timestamptz default '2024-01-01 12:00:00+00'
);
insert into public.fx_items (id, name, note, qty) values
  (1, 'plain', null, 1),
  (2, 'a, "quoted" name', 'back\slash', 2),
  (3, 'spaced out', '', 3);

-- Overloads as PostgREST resolves them: by argument names, the one unnamed parameter it can call
-- (bytea, json, jsonb, text or xml: `f(int)` is not callable over /rpc) as the key "", and
-- defaults. Their answers name the overload that ran.
create function public.fx_unresolvable() returns void language sql as '';
create function public.fx_unresolvable(a text) returns text language sql as $$ select 'text' $$;
create function public.fx_unresolvable(a int) returns text language sql as $$ select 'int' $$;
create function public.fx_poly(bool) returns text language sql as $$ select 'bool' $$;
create function public.fx_poly(int) returns text language sql as $$ select 'int' $$;
create function public.fx_poly(text) returns text language sql as $$ select 'text:' || $1 $$;
create function public.fx_unnamed_int(int) returns int language sql as 'select $1';
create function public.fx_unnamed_jsonb(jsonb) returns jsonb language sql as 'select $1';
create function public.fx_unnamed_default() returns text language sql as $$ select 'none' $$;
create function public.fx_unnamed_default(int default 42) returns text language sql as $$ select 'int' $$;
create function public.fx_unnamed_default(text default 'x') returns text language sql as $$ select 'text' $$;
create function public.fx_defaults(a int, b int default 10, c text default 'c') returns text
  language sql as $$ select a || '/' || b || '/' || c $$;
create function public.fx_same(v anyelement) returns anyelement language sql as 'select v';
create function public.fx_items_named(prefix text) returns setof public.fx_items
  language sql as $$ select * from public.fx_items where name like prefix || '%' order by id $$;

-- A second schema to expose (PGRST_DB_SCHEMAS) beside public, with a table of the same name.
create schema fx_personal;
grant usage on schema fx_personal to anon, authenticated, service_role;
create table fx_personal.fx_items (id int primary key, name text not null, owner_id int);
create table fx_personal.fx_owners (id int primary key, name text not null);
alter table fx_personal.fx_items add foreign key (owner_id) references fx_personal.fx_owners (id);
insert into fx_personal.fx_owners (id, name) values (1, 'Nour');
insert into fx_personal.fx_items (id, name, owner_id) values (1, 'personal 1', 1), (2, 'personal 2', 1);
create function fx_personal.fx_where() returns text language sql as $$ select 'personal' $$;
grant all on all tables in schema fx_personal to anon, authenticated, service_role;
grant execute on all functions in schema fx_personal to anon, authenticated, service_role;

-- A key with a default (identity), for upserts whose rows leave the key out.
create table public.fx_channels (id int generated by default as identity primary key, slug text unique, data jsonb);
insert into public.fx_channels (id, slug) values (1, 'one'), (2, 'two');
select setval(pg_get_serial_sequence('public.fx_channels', 'id'), 2);

-- A set-returning function that writes, for Prefer: max-affected on calls.
create function public.fx_touch_items(prefix text) returns setof public.fx_items
  language sql as $$ update public.fx_items set note = 'touched' where name like prefix || '%' returning * $$;
