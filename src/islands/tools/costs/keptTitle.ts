// The id of 'Na 20 jaar''s title (CostComparison.tsx), which names its table's scrolling region (KeptResults.tsx). A
// constant, not useId: the page renders the default state's table apart from the island, as static HTML.
export const KEPT_TITLE_ID = 'cost-kept-title';
