import type { ImportTarget } from '@shangan/shared/contracts/console/question-import';

type CatalogueNode = ImportTarget['catalogues'][number];

export interface CatalogueTreeNode {
  value: number;
  title: string;
  children?: CatalogueTreeNode[];
}

/**
 * The TreeSelect's tree from the flat knowledge points, in the order given (the server sends
 * them by level and sort order). A point whose parent is missing sits at the top rather than
 * being lost.
 */
export function catalogueTree(nodes: readonly CatalogueNode[]): CatalogueTreeNode[] {
  const byId = new Map<number, CatalogueTreeNode>(
    nodes.map((node) => [node.id, { value: node.id, title: node.name }]),
  );
  const roots: CatalogueTreeNode[] = [];
  for (const node of nodes) {
    const own = byId.get(node.id)!;
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent && parent !== own) (parent.children ??= []).push(own);
    else roots.push(own);
  }
  return roots;
}
