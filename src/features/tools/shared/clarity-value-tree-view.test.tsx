import { Cl } from '@stacks/transactions';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { ClarityValueTreeView } from './clarity-value-tree-view';

const ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';

describe('ClarityValueTreeView', () => {
  it('shows each part as a list item with its name, type and value, nested', async () => {
    render(
      <ClarityValueTreeView
        label="message"
        value={Cl.tuple({
          to: Cl.standardPrincipal(ADDRESS),
          amounts: Cl.list([Cl.uint(1), Cl.uint(2)]),
          memo: Cl.some(Cl.stringUtf8('hi')),
        })}
      />,
    );
    const [root, ...rest] = screen.getAllByRole('list');
    expect(root).toBeDefined();
    expect(rest).toHaveLength(3);
    const items = within(root as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'messagetuple',
      'amountslist, 2 items',
      'item 1uint1',
      'item 2uint2',
      'memooptional',
      'somestring-utf8, 2 charactersu"hi"',
      'toprincipal' + ADDRESS,
    ]);
    await expectNoAxeViolations();
  });

  it('draws the first 200 items of a long list and counts the rest', () => {
    render(
      <ClarityValueTreeView value={Cl.list(Array.from({ length: 1_000 }, (_, i) => Cl.uint(i)))} />,
    );
    expect(screen.getByText('item 200')).toBeInTheDocument();
    expect(screen.queryByText('item 201')).not.toBeInTheDocument();
    expect(screen.getByText('and 800 more items')).toBeInTheDocument();
  });
});
