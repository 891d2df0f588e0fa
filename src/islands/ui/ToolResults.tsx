import type { ReactNode, RefObject } from 'react';

interface Props {
  /** The heading's id; the section is labelled by it. */
  readonly id: string;
  /** The ref useJumpToResults focuses when the form is submitted. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly title: string;
  /** Lines under the heading, kept with it (the section's spacing starts after them). */
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The results column of a tool (calculator, cost comparison, box 3), beside ToolForm: two thirds of the width from lg
 * up, under a heading the form's submit brings into view and focuses.
 */
export default function ToolResults({ id, headingRef, title, intro, children }: Props) {
  const heading = (
    <h2
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className="scroll-mt-24 text-lg font-bold text-slate-900 dark:text-white"
    >
      {title}
    </h2>
  );
  return (
    <section className="min-w-0 space-y-5 lg:col-span-2" aria-labelledby={id}>
      {intro === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          {intro}
        </div>
      )}
      {children}
    </section>
  );
}
