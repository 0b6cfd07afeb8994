import type { TagKind } from '../../../types.ts';

interface TagListProps {
  heading: string;
  tags: readonly string[];
  kind: TagKind;
  onOpen: (name: string, button: HTMLButtonElement) => void;
}

// The two tag variants (docs/behaviour/public-pages.md#resources-explorer): key areas are
// "secondary" (filled), tailwinds "outline".
const VARIANT: Record<TagKind, string> = {
  keyArea: 'border-palm-100 bg-palm-50 text-palm-800 hover:bg-palm-100',
  techTailwind: 'border-palm-600 bg-white text-palm-700 hover:bg-palm-50',
};

/** A labelled row of tags; each opens a dialog with the tag's description. */
export function TagList({ heading, tags, kind, onOpen }: TagListProps) {
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
        {heading}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <button
              type="button"
              aria-haspopup="dialog"
              data-tag-kind={kind}
              onClick={(event) => onOpen(tag, event.currentTarget)}
              className={`rounded-full border px-3 py-1 text-sm font-medium ${VARIANT[kind]}`}
            >
              {tag}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
