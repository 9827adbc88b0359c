// Build time only (the Vite plugin beside this file): marked's lexer reads the markdown, and only
// the constructs listed in ChangelogBlock/ChangelogInline come out. Raw HTML (blocks and inline
// tags) is dropped, images keep only their alt text, and a link whose target is neither a path
// inside Satchel nor an absolute http(s) URL keeps only its text: nothing can reach the page as
// markup, so the page never needs dangerouslySetInnerHTML.
import { Lexer, type Token, type Tokens } from 'marked';
import type { ChangelogBlock, ChangelogInline } from '../changelog-types.ts';
import { toSafeExternalUrl } from '../../../lib/external-link.ts';

export function markdownToChangelogBlocks(markdown: string): ChangelogBlock[] {
  return blocksOf(new Lexer({ gfm: true }).lex(markdown));
}

function blocksOf(tokens: readonly Token[]): ChangelogBlock[] {
  return tokens.flatMap((token): ChangelogBlock[] => {
    switch (token.type) {
      case 'paragraph':
        return [{ type: 'paragraph', children: inlinesOf((token as Tokens.Paragraph).tokens) }];
      case 'text': {
        // A tight list item's text: inline tokens of its own.
        const text = token as Tokens.Text;
        return [
          { type: 'paragraph', children: text.tokens ? inlinesOf(text.tokens) : plain(text.text) },
        ];
      }
      case 'heading': {
        const heading = token as Tokens.Heading;
        return [
          {
            type: 'heading',
            level: heading.depth <= 2 ? 2 : 3,
            children: inlinesOf(heading.tokens),
          },
        ];
      }
      case 'list':
        return [
          {
            type: 'list',
            ordered: (token as Tokens.List).ordered,
            items: (token as Tokens.List).items.map((item) => blocksOf(item.tokens)),
          },
        ];
      case 'code':
        return [{ type: 'code', text: (token as Tokens.Code).text }];
      case 'blockquote':
        return [{ type: 'quote', children: blocksOf((token as Tokens.Blockquote).tokens) }];
      // Raw HTML never passes; spacing, rules, link definitions and tables are not part of our
      // entries' vocabulary.
      default:
        return [];
    }
  });
}

function inlinesOf(tokens: readonly Token[]): ChangelogInline[] {
  return tokens.flatMap((token): ChangelogInline[] => {
    switch (token.type) {
      case 'text':
      case 'escape': {
        const text = token as Tokens.Text;
        return text.tokens ? inlinesOf(text.tokens) : plain(text.text);
      }
      case 'codespan':
        return [{ type: 'code', text: (token as Tokens.Codespan).text }];
      case 'strong':
      case 'em':
        return [{ type: token.type, children: inlinesOf((token as Tokens.Strong).tokens) }];
      case 'br':
        return [{ type: 'break' }];
      case 'link': {
        const link = token as Tokens.Link;
        const children = inlinesOf(link.tokens);
        const target = linkTarget(link.href);
        return target ? [{ type: 'link', ...target, children }] : children;
      }
      case 'image':
        return plain((token as Tokens.Image).text);
      case 'del':
        return inlinesOf((token as Tokens.Del).tokens);
      // Inline HTML (`<img onerror>`, `<b>`) is dropped; its text, if any, stays as text tokens.
      default:
        return [];
    }
  });
}

function plain(text: string): ChangelogInline[] {
  return text ? [{ type: 'text', text }] : [];
}

/** A path inside Satchel (`/tools`, not `//host`) or an absolute http(s) URL (the project's one
 * rule, lib/external-link.ts); anything else (`javascript:`, `data:`, relative) is no link. */
function linkTarget(href: string): { kind: 'internal' | 'external'; href: string } | undefined {
  if (/^\/(?![/\\])/.test(href)) return { kind: 'internal', href };
  const external = toSafeExternalUrl(href);
  return external ? { kind: 'external', href: external } : undefined;
}
