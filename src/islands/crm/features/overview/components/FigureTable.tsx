export interface FigureCell {
  text: string;
  /** Opens the rows behind the figure (the All table, or an event's guest list). */
  open?: () => void;
  /** Where the figure's rows are, when they are another page. */
  href?: string;
}

interface FigureTableProps {
  caption: string;
  headers: readonly string[];
  /** The first cell of each row names it (a row header). */
  rows: readonly { key: string; cells: readonly FigureCell[] }[];
  'data-testid'?: string;
}

function CellContent({ cell }: { cell: FigureCell }) {
  if (cell.href) {
    return (
      <a href={cell.href} className="text-palm-800 underline-offset-2 hover:underline" dir="auto">
        {cell.text}
      </a>
    );
  }
  if (cell.open) {
    return (
      <button
        type="button"
        onClick={cell.open}
        className="rounded text-palm-800 tabular-nums underline-offset-2 hover:underline"
      >
        {cell.text}
      </button>
    );
  }
  return <>{cell.text}</>;
}

/** A chart's figures as a table: what screen readers read and what staff copy into a board pack. */
export function FigureTable({ caption, headers, rows, ...rest }: FigureTableProps) {
  return (
    // On paper nothing scrolls: the table wraps and its type is smaller, to fit A4's width. On
    // screen a table out of view is not laid out or painted until it comes near (a year is 212
    // rows of requests): a change of period draws what is in view first.
    <div className="min-w-0 overflow-x-auto [contain-intrinsic-size:auto_320px] [content-visibility:auto] print:overflow-visible print:[content-visibility:visible]">
      <table
        className="w-full text-sm print:text-xs [&_th]:text-start print:[&_td]:px-1 print:[&_th]:px-1"
        data-testid={rest['data-testid']}
      >
        <caption className="pb-2 text-start text-sm font-semibold text-ink">{caption}</caption>
        <thead className="bg-sand-50 text-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-1 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-2 py-1 font-normal">
                    <CellContent cell={cell} />
                  </th>
                ) : (
                  <td key={index} className="px-2 py-1 tabular-nums">
                    <CellContent cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
