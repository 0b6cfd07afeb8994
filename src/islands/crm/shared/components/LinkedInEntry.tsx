import { labels } from '~/lib/crm/labels.ts';

/** A LinkedIn term in a details list: the profile link, shown without its scheme and 'www.'. */
export function LinkedInEntry({ href }: { href: string }) {
  return (
    <div>
      <dt className="text-muted">{labels.common.linkedin}</dt>
      <dd className="truncate">
        <a
          className="text-palm-700 underline"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {href.replace(/^https?:\/\/(www\.)?/i, '')}
        </a>
      </dd>
    </div>
  );
}
