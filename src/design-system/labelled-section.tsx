import type { ReactNode } from 'react';

/** A section named by its `h2` (`aria-labelledby`, `id` being the heading's), so assistive
 * technology lists it as a region by its title. Unstyled: the caller's classes draw both. */
export function LabelledSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
