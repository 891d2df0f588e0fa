// Contentful Images API: responsive sources for an asset URL (`w=`, `fm=webp|avif`).
import { IMAGE_WIDTHS } from './constants';

export type ImageFormat = 'webp' | 'avif';

/** Contentful image URL resized to `width` in `format` (existing query parameters are replaced). */
export function contentfulImageUrl(url: string, width: number, format: ImageFormat): string {
  const u = new URL(url);
  u.searchParams.set('w', String(width));
  u.searchParams.set('fm', format);
  u.searchParams.set('q', format === 'avif' ? '60' : '75');
  return u.href;
}

/** Only widths up to the original (no upscaling), at least one. */
export function usableWidths(originalWidth: number | undefined, widths: readonly number[] = IMAGE_WIDTHS): number[] {
  if (!originalWidth) return [...widths];
  const fit = widths.filter((w) => w <= originalWidth);
  return fit.length ? fit : [originalWidth];
}

export function contentfulSrcset(url: string, format: ImageFormat, originalWidth?: number): string {
  return usableWidths(originalWidth)
    .map((w) => `${contentfulImageUrl(url, w, format)} ${w}w`)
    .join(', ');
}

/** Height for a width keeping the asset's aspect ratio (16:9 when unknown). */
export function scaledHeight(
  width: number,
  original?: { width?: number | undefined; height?: number | undefined },
): number {
  if (original?.width && original.height) return Math.round((width * original.height) / original.width);
  return Math.round((width * 9) / 16);
}
