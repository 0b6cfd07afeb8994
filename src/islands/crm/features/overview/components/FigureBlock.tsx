import type { ReactNode } from 'react';

/** A chart with its table beside it (below it on a narrow screen and on paper). */
export function FigureBlock({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-4 rounded-2xl border border-sand-200 p-4 lg:grid-cols-2 print:grid-cols-1 print:break-inside-avoid">
      {children}
    </div>
  );
}
