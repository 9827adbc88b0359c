import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('puts the crumbs above the h1, and no lead paragraph when there is none', () => {
    const { container } = render(
      <PageLayout title="Your position" crumbs="Staking › Your position">
        <p>Body</p>
      </PageLayout>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Your position' });
    // The crumbs and the h1 are one item of the page's column, so its gap does not part them.
    expect(heading.previousElementSibling).toHaveTextContent('Staking › Your position');
    expect(container.firstElementChild?.children).toHaveLength(2);
    expect(container.firstElementChild?.lastElementChild).toHaveTextContent('Body');
  });

  it('gives the lead its paragraph after the h1', () => {
    const { container } = render(
      <PageLayout title="Tools" lead="What your wallet can do">
        <p>Body</p>
      </PageLayout>,
    );
    const [heading, lead, body] = Array.from(container.firstElementChild?.children ?? []);
    expect(heading).toHaveTextContent('Tools');
    expect(heading?.tagName).toBe('H1');
    expect(lead).toHaveTextContent('What your wallet can do');
    expect(body).toHaveTextContent('Body');
  });
});
