import type { ConsoleCatalogueNode } from '@shangan/shared/contracts/console/catalogues';

/** A row of the tree: a module with its points as `children`, or a point under its module. */
export interface CatalogueRow {
  node: ConsoleCatalogueNode;
  /** A point's module; null for a module. */
  module: ConsoleCatalogueNode | null;
  /** First / last among its siblings: it cannot go further up / down. */
  first: boolean;
  last: boolean;
  /** A module's questions with its points'; a point's own. */
  questions: number;
  /** A module's points, in order; absent when it has none (no expand button then). */
  children?: CatalogueRow[];
}

/** The names of a node's siblings (its own left out): a name taken among them is refused. */
export function siblingNames(
  nodes: readonly ConsoleCatalogueNode[],
  parentId: number | null,
  except?: number,
): string[] {
  return nodes
    .filter((node) => node.parentId === parentId && node.id !== except)
    .map((node) => node.name);
}

/**
 * A subject's nodes (modules, then their points, each level in display order) as the tree's
 * rows: each module with its points under it. A point whose module is not listed is left out.
 */
export function catalogueRows(nodes: readonly ConsoleCatalogueNode[]): CatalogueRow[] {
  const modules = nodes.filter((node) => node.parentId === null);
  return modules.map((module, at) => {
    const points = nodes.filter((node) => node.parentId === module.id);
    const children = points.map((point, place): CatalogueRow => ({
      node: point,
      module,
      first: place === 0,
      last: place === points.length - 1,
      questions: point.questions,
    }));
    return {
      node: module,
      module: null,
      first: at === 0,
      last: at === modules.length - 1,
      questions: children.reduce((sum, child) => sum + child.questions, module.questions),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}
