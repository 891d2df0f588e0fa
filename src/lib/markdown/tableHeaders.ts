// Markdown tables have header cells only in the head row. For screen readers each body row is also
// named by its first cell: this plugin of the Markdown pipeline (Sätteri, Astro's Markdown processor,
// set up in astro.config.mjs) makes that cell a row header and gives every head cell scope="col".
import { defineHastPlugin, type HastNode } from 'satteri';

/** The scope a table cell gets: 'col' in the head, 'row' for the first cell of a body row, else none. */
export function cellScope(cell: { section: string | undefined; firstInRow: boolean }): 'col' | 'row' | null {
  if (cell.section === 'thead') return 'col';
  if (cell.section === 'tbody' && cell.firstInRow) return 'row';
  return null;
}

function tagName(node: Readonly<HastNode> | undefined): string | undefined {
  return node && node.type === 'element' ? node.tagName : undefined;
}

export const tableHeaders = defineHastPlugin({
  name: 'brokerkompas-table-headers',
  element: {
    filter: ['th', 'td'],
    visit(cell, ctx) {
      const row = ctx.parent(cell);
      if (tagName(row) !== 'tr') return;
      const firstInRow = row.children.findIndex((child) => child.type === 'element') === ctx.indexOf(cell);
      const scope = cellScope({ section: tagName(ctx.parent(row)), firstInRow });
      if (!scope || cell.properties['scope'] !== undefined) return;
      if (scope === 'row' && cell.tagName === 'td') {
        ctx.replaceNode(cell, {
          type: 'element',
          tagName: 'th',
          properties: { scope, ...cell.properties },
          children: [...cell.children],
        });
        return;
      }
      ctx.setProperty(cell, 'scope', scope);
    },
  },
});
