import { describe, expect, it } from 'vitest';
import { markdownToChangelogBlocks } from './markdown-to-changelog-blocks';

/** Every string anywhere in the tree, to check nothing markup-like survived. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('markdownToChangelogBlocks', () => {
  it('drops raw HTML, blocks and inline, keeping plain text around it', () => {
    const blocks = markdownToChangelogBlocks(
      'Before <img src=x onerror="alert(1)"> <b>bold</b> after.\n\n<script>alert(1)</script>\n\n<div onclick="x()">block</div>\n',
    );
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Before ' },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'bold' },
          { type: 'text', text: ' after.' },
        ],
      },
    ]);
    expect(strings(blocks).join(' ')).not.toMatch(/<|onerror|script|onclick/);
  });

  it('keeps only http(s) and in-app links; javascript:, data: and the like become text', () => {
    const blocks = markdownToChangelogBlocks(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](//evil.example) [d](vbscript:x) [e](https://docs.stacks.co/x) [f](/staking) <javascript:alert(2)>',
    );
    const paragraph = blocks[0];
    expect(paragraph?.type).toBe('paragraph');
    const links =
      paragraph?.type === 'paragraph' ? paragraph.children.filter((c) => c.type === 'link') : [];
    expect(links).toEqual([
      {
        type: 'link',
        kind: 'external',
        href: 'https://docs.stacks.co/x',
        children: [{ type: 'text', text: 'e' }],
      },
      { type: 'link', kind: 'internal', href: '/staking', children: [{ type: 'text', text: 'f' }] },
    ]);
    expect(strings(blocks)).not.toContain('javascript:alert(1)');
  });

  it('keeps an image only as its alt text', () => {
    expect(markdownToChangelogBlocks('![the chart](https://evil.example/x.png)')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'the chart' }] },
    ]);
  });

  it('maps headings under the page title, lists, code and quotes', () => {
    expect(
      markdownToChangelogBlocks('# One\n\n### Three\n\n1. a\n2. `b`\n\n```\n<x>\n```\n\n> q\n'),
    ).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'One' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Three' }] },
      {
        type: 'list',
        ordered: true,
        items: [
          [{ type: 'paragraph', children: [{ type: 'text', text: 'a' }] }],
          [{ type: 'paragraph', children: [{ type: 'code', text: 'b' }] }],
        ],
      },
      { type: 'code', text: '<x>' },
      { type: 'quote', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'q' }] }] },
    ]);
  });
});
