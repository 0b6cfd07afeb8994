interface BulletSectionProps {
  heading: string;
  items: readonly string[];
}

/** A small heading over a bulleted list, inside a tag's dialog. */
export function BulletSection({ heading, items }: BulletSectionProps) {
  return (
    <section>
      <h3 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
        {heading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
