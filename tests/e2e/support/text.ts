// Text as a reader sees it. The build keeps one space where the source had a line break beside an element
// (astro.config.mjs: compressHTML), so '<h1> Nieuws </h1>' is what the HTML holds; a browser renders no space at
// the start or end of a block, and these give the text without it.
export const renderedText = (text: string | null): string | null => text?.trim() ?? null;
export const renderedTexts = (texts: readonly string[]): string[] => texts.map((text) => text.trim());
