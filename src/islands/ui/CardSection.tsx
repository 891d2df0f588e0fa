import type { ReactNode } from 'react';

interface Props {
  /** The heading's id; the section is labelled by it. */
  readonly headingId: string;
  readonly title: string;
  readonly children: ReactNode;
  readonly className?: string;
  /** Controls shown beside the heading (e.g. a filter). */
  readonly aside?: ReactNode;
}

/** A card-styled section with its h2 heading. */
export default function CardSection({ headingId, title, children, className = 'card mt-8', aside }: Props) {
  const heading = (
    <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {aside ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
