import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledSection } from './labelled-section';

describe('LabelledSection', () => {
  it('is a region named by its heading, drawn by the caller’s classes', () => {
    render(
      <LabelledSection id="accounts" title="Accounts" className="box" headingClassName="title">
        <p>Two accounts</p>
      </LabelledSection>,
    );
    const region = screen.getByRole('region', { name: 'Accounts' });
    expect(region).toHaveClass('box');
    expect(region).toHaveTextContent('Two accounts');
    expect(screen.getByRole('heading', { level: 2, name: 'Accounts' })).toHaveClass('title');
  });
});
