import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { markdownToChangelogBlocks } from './build/markdown-to-changelog-blocks';
import { ChangelogContent } from './changelog-content';

/** The whole path an entry takes: its markdown at build time, then the page's rendering. */
function renderMarkdown(markdown: string) {
  return render(
    <MemoryRouter>
      <ChangelogContent blocks={markdownToChangelogBlocks(markdown)} />
    </MemoryRouter>,
  );
}

describe('ChangelogContent', () => {
  it('renders hostile markdown inert: no script, no image, no handler, no javascript: link', () => {
    const { container } = renderMarkdown(
      [
        '<script>window.pwned = true</script>',
        '',
        'Look <img src=x onerror="window.pwned = true"> here [click](javascript:window.pwned=true) and [data](data:text/html,<b>x</b>).',
        '',
        '<a href="javascript:alert(1)" onclick="alert(1)">raw link</a>',
        '',
        '![alt](https://evil.example/pixel.png)',
      ].join('\n'),
    );
    expect(container.querySelectorAll('script, img, iframe, object, embed')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/);
    }
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:|\/)/);
    }
    // The text is kept, as text.
    expect(container).toHaveTextContent('Look here click and data.');
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
  });

  it('opens other sites in a new tab without opener or referrer, and keeps in-app links', () => {
    renderMarkdown('See [the docs](https://docs.stacks.co/pox) and [Staking](/staking).');
    const external = screen.getByRole('link', { name: 'the docs' });
    expect(external).toHaveAttribute('href', 'https://docs.stacks.co/pox');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'Staking' });
    expect(internal).toHaveAttribute('href', '/staking');
    expect(internal).not.toHaveAttribute('target');
  });

  it('renders headings, lists and code as elements, and code as text', () => {
    const { container } = renderMarkdown(
      '## Changes\n\n- **one**\n- two\n\n```\n<b>not bold</b>\n```\n',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Changes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('pre code')).toHaveTextContent('<b>not bold</b>');
    expect(container.querySelector('pre b')).toBeNull();
  });
});
