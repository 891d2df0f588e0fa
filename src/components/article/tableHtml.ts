// Markdown tables have header cells only in the head row. For screen readers each body row is
// also named by its first cell: that cell becomes a row header, and head cells get scope="col".

/** Adds scope="col" to head cells and turns the first cell of each body row into a row header. */
export function withRowHeaders(html: string): string {
  return html
    .replace(
      /<th(?![^>]*\bscope=)(\s[^>]*)?>/g,
      (_match: string, attrs: string | undefined) => `<th scope="col"${attrs ?? ''}>`,
    )
    .replace(
      /<tbody>([\s\S]*?)<\/tbody>/g,
      (_body: string, rows: string) =>
        `<tbody>${rows.replace(
          /(<tr[^>]*>\s*)<td(\s[^>]*)?>([\s\S]*?)<\/td>/g,
          (_row: string, open: string, attrs: string | undefined, cell: string) =>
            `${open}<th scope="row"${attrs ?? ''}>${cell}</th>`,
        )}</tbody>`,
    );
}
