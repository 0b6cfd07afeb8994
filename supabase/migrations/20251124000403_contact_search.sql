/*
 * Full-text search over the pipeline: the board's search box matches name, company, title and
 * e-mail on the server, with an index, instead of scanning every loaded record in the browser.
 *
 * One function makes a contact's search document, so the GIN index and the query use the very
 * same expression. The 'simple' configuration keeps words as written (names are not stemmed), and
 * the e-mail is added a second time with its punctuation as spaces, so "noura" and "example" both
 * find noura@example.com.
 */
create function public.contact_search_document(
  first_name text, last_name text, company text, title text, email text
)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsvector('simple'::regconfig, concat_ws(' ', first_name, last_name, company, title,
    email, translate(email, '@.-_+', '     ')))
$$;

create index contacts_search_idx on public.contacts using gin (
  public.contact_search_document(first_name, last_name, company, title, email)
);

/*
 * The ids of the contacts matching every word of the query, each word as a prefix (typing "nou"
 * finds Noura), best match first. Punctuation splits words and never reaches to_tsquery, so no query is a syntax
 * error. Security invoker: RLS on contacts decides what a caller can find (staff: everyone).
 */
create function public.search_contacts(p_query text)
returns table (id uuid, rank real)
language sql
stable
set search_path = ''
as $$
  with words as (
    select word
      from regexp_split_to_table(lower(left(coalesce(p_query, ''), 200)),
                                 '[[:space:][:punct:]]+') as word
     where word <> ''
  ),
  query as (
    select to_tsquery('simple'::regconfig, string_agg(word || ':*', ' & ')) as tsq from words
  )
  select c.id,
         ts_rank(public.contact_search_document(c.first_name, c.last_name, c.company, c.title,
                 c.email), query.tsq) as rank
    from public.contacts c, query
   where query.tsq is not null
     and public.contact_search_document(c.first_name, c.last_name, c.company, c.title, c.email)
         @@ query.tsq
   order by rank desc, c.id
$$;

revoke all on function public.search_contacts(text) from public, anon;
grant execute on function public.search_contacts(text) to authenticated, service_role;
