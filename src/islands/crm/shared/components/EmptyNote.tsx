import type { ReactNode } from 'react';

/** The dashed box a list shows in its place when it has nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">
      {children}
    </p>
  );
}
