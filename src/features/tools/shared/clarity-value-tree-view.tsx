import type { ClarityValue } from '@stacks/transactions';
import { useMemo } from 'react';
import { clarityValueTree, type ClarityValueNode } from '@/stacks/clarity/clarity-value-tree';
import styles from './clarity-value-tree-view.module.css';

/** A list or tuple shows this many parts; the rest are counted, so a value of ten thousand items
 * never stalls the page. */
const CHILDREN_SHOWN = 200;

function NodeView({ node }: { node: ClarityValueNode }) {
  const children = node.children ?? [];
  const hidden = children.length - CHILDREN_SHOWN;
  return (
    <li className={styles.node}>
      <span className={styles.head}>
        <span className={styles.label}>{node.label}</span>
        <span className={styles.type}>
          {node.type}
          {node.detail ? `, ${node.detail}` : ''}
        </span>
        {node.text !== undefined && <code className={styles.text}>{node.text}</code>}
      </span>
      {children.length > 0 && (
        <ul className={styles.children}>
          {children.slice(0, CHILDREN_SHOWN).map((child, index) => (
            // Tuple keys are unique; list items are keyed by position, which is what they are.
            <NodeView key={`${index}:${child.label}`} node={child} />
          ))}
          {hidden > 0 && (
            <li className={styles.more}>
              and {hidden} more {hidden === 1 ? 'item' : 'items'}
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

interface ClarityValueTreeViewProps {
  value: ClarityValue;
  /** The root's name (default `value`): an argument's or a result's. */
  label?: string;
}

/**
 * A Clarity value as nested lists, one item per part with its name, type and value, so a screen
 * reader announces the nesting. Long buffers and strings wrap instead of widening the page.
 */
export function ClarityValueTreeView({ value, label }: ClarityValueTreeViewProps) {
  const tree = useMemo(() => clarityValueTree(value, label), [value, label]);
  return (
    <ul className={styles.tree}>
      <NodeView node={tree} />
    </ul>
  );
}
