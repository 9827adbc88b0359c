import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './page-layout.module.css';

/** A page's `h1` and its lead paragraph, in the one style every page title has. */
export function PageHeading({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </>
  );
}

/** A content page: its `h1`, a lead paragraph, then its sections. */
export function PageLayout({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PageHeading title={title} lead={lead} />
      {children}
    </div>
  );
}

/** One section of a page as a card, named by its `h2` for assistive technology. `headingExtra`
 * sits inside the heading (a badge beside the title); `actions` beside it, outside the heading so
 * the section's name stays its title (a download button). */
export function PageSection({
  title,
  headingExtra,
  actions,
  children,
  className,
  ...rest
}: {
  title: ReactNode;
  headingExtra?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'>) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId}>
      {title}
      {headingExtra}
    </h2>
  );
  return (
    <section
      {...rest}
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={headingId}
    >
      {actions === undefined ? (
        heading
      ) : (
        <div className={styles.sectionHeader}>
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** Label / figure pairs (`<dt>` / `<dd>` children) in two columns. */
export function FactList({ children, ...rest }: ComponentPropsWithoutRef<'dl'>) {
  return (
    <dl {...rest} className={styles.facts}>
      {children}
    </dl>
  );
}
