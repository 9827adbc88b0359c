import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './page-layout.module.css';

/** A page's `h1` and its lead paragraph, in the one style every page title has; `crumbs` (the
 * way back, above the title) and the lead are optional. */
export function PageHeading({
  title,
  lead,
  crumbs,
}: {
  title: ReactNode;
  lead?: ReactNode;
  crumbs?: ReactNode;
}) {
  const heading = <h1 className={styles.heading}>{title}</h1>;
  return (
    <>
      {crumbs === undefined ? (
        heading
      ) : (
        <div>
          <p className={styles.crumbs}>{crumbs}</p>
          {heading}
        </div>
      )}
      {lead !== undefined && <p className={styles.lead}>{lead}</p>}
    </>
  );
}

/** A content page: its `h1` (with its crumbs), a lead paragraph, then its sections. */
export function PageLayout({
  title,
  lead,
  crumbs,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  crumbs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PageHeading title={title} lead={lead} crumbs={crumbs} />
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
