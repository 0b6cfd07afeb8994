import { getCollection, type CollectionEntry } from 'astro:content';

/** The props of a page or file written once per event at build time. */
export interface EventPathProps {
  event: CollectionEntry<'events'>;
}

/** One path per event, its id as the slug: for the files built beside each event's page. */
export async function eventStaticPaths() {
  const events = await getCollection('events');
  return events.map((event) => ({ params: { slug: event.id }, props: { event } }));
}
