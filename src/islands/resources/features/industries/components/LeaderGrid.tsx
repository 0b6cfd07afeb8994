import type { Industry } from '~/lib/resources/types.ts';

interface LeaderGridProps {
  leaders: Industry['leaders'];
}

/** Notable companies with their market capitalisation, three to a row. */
export function LeaderGrid({ leaders }: LeaderGridProps) {
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
        Notable industry leaders
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-3" data-leader-grid>
        {leaders.map((leader) => (
          <li key={leader.name} className="rounded-xl border border-sand-200 bg-sand-50 p-3">
            <p className="font-semibold break-words text-ink">{leader.name}</p>
            <p className="mt-1 text-sm text-muted">{leader.marketCap}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
