// Markdown tables have header cells only in the head row. For screen readers each body row is also
// named by its first cell: this rehype plugin makes that cell a row header and gives every head cell
// scope="col". Plain tree walking over the few node kinds a table has is smaller than a dependency.

/** The parts of a hast node this plugin reads and changes. */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function isElement(node: HastNode, tagName: string): boolean {
  return node.type === 'element' && node.tagName === tagName;
}

function elements(node: HastNode, tagName: string): HastNode[] {
  return (node.children ?? []).filter((child) => isElement(child, tagName));
}

function scopeHeadCells(thead: HastNode): void {
  for (const row of elements(thead, 'tr')) {
    for (const cell of elements(row, 'th')) cell.properties = { scope: 'col', ...cell.properties };
  }
}

function firstCellAsRowHeader(tbody: HastNode): void {
  for (const row of elements(tbody, 'tr')) {
    const first = row.children?.find((child) => child.type === 'element');
    if (first?.tagName === 'td') {
      first.tagName = 'th';
      first.properties = { scope: 'row', ...first.properties };
    }
  }
}

/** Scopes head cells and turns the first cell of each body row into a row header, in place. */
export function addTableHeaders(tree: HastNode): void {
  if (isElement(tree, 'table')) {
    for (const thead of elements(tree, 'thead')) scopeHeadCells(thead);
    for (const tbody of elements(tree, 'tbody')) firstCellAsRowHeader(tbody);
    return;
  }
  for (const child of tree.children ?? []) addTableHeaders(child);
}

/** The rehype plugin (astro.config.mjs `markdown.rehypePlugins`). */
export default function rehypeTableHeaders(): (tree: HastNode) => void {
  return addTableHeaders;
}
