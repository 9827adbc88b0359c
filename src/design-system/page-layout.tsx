import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './page-layout.module.css';

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
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}

/** One section of a page as a card, named by its `h2` for assistive technology. `headingExtra`
 * sits inside the heading (a badge beside the title). */
export function PageSection({
  title,
  headingExtra,
  children,
  className,
  ...rest
}: {
  title: ReactNode;
  headingExtra?: ReactNode;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'>) {
  const headingId = useId();
  return (
    <section
      {...rest}
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        {title}
        {headingExtra}
      </h2>
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
