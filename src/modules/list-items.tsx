import { Children, isValidElement, type ReactNode } from 'react';

/**
 * Puts each rendered child module into its own `<li>`: list modules (image, logo, venue, anchor
 * lists) stay valid lists also in edit mode, where every module is wrapped in a `<div>` the editor
 * finds it by.
 */
export function ListItems({ nodes, className }: { nodes: ReactNode; className: string }) {
  return (
    <>
      {Children.toArray(nodes).map((node, index) => (
        <li key={isValidElement(node) && node.key !== null ? node.key : index} className={className}>
          {node}
        </li>
      ))}
    </>
  );
}
