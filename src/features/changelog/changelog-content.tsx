import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '@/design-system/external-link';
import { Link } from '@/design-system/link';
import type { ChangelogBlock, ChangelogInline } from './changelog-types';
import styles from './changelog.module.css';

/**
 * An entry's body, drawn from the tree the build made of its markdown
 * (scripts/changelog/markdown-to-changelog-blocks.ts). Why a tree and not HTML: React escapes
 * every text it renders, so there is no HTML string to sanitise and no dangerouslySetInnerHTML;
 * external links go through ExternalLink, the project's one rule for other sites.
 */
export function ChangelogContent({ blocks }: { blocks: readonly ChangelogBlock[] }) {
  return <div className={styles.content}>{blocks.map(renderBlock)}</div>;
}

function renderBlock(block: ChangelogBlock, key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{block.children.map(renderInline)}</p>;
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : 'h3';
      return <Heading key={key}>{block.children.map(renderInline)}</Heading>;
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {block.items.map((item, index) => (
            <li key={index}>{item.map(renderListItemBlock)}</li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'quote':
      return <blockquote key={key}>{block.children.map(renderBlock)}</blockquote>;
  }
}

/** A tight list item's text is not a paragraph of its own. */
function renderListItemBlock(block: ChangelogBlock, key: number): ReactNode {
  return block.type === 'paragraph' ? (
    <Fragment key={key}>{block.children.map(renderInline)}</Fragment>
  ) : (
    renderBlock(block, key)
  );
}

function renderInline(inline: ChangelogInline, key: number): ReactNode {
  switch (inline.type) {
    case 'text':
      return inline.text;
    case 'code':
      return <code key={key}>{inline.text}</code>;
    case 'strong':
      return <strong key={key}>{inline.children.map(renderInline)}</strong>;
    case 'em':
      return <em key={key}>{inline.children.map(renderInline)}</em>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return inline.kind === 'external' ? (
        <ExternalLink key={key} href={inline.href}>
          {inline.children.map(renderInline)}
        </ExternalLink>
      ) : /\.[a-z0-9]+$/i.test(inline.href) ? (
        // A file of the site (the feed), not a page of the router: a plain request.
        <Link key={key} href={inline.href}>
          {inline.children.map(renderInline)}
        </Link>
      ) : (
        <Link key={key} asChild>
          <RouterLink to={inline.href}>{inline.children.map(renderInline)}</RouterLink>
        </Link>
      );
  }
}
