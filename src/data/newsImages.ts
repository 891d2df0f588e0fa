// Local article images (src/content/news/**), imported through Vite so astro:assets can optimise them.
// The loader stores each image as a path from the project root; this maps it to its ImageMetadata.
import type { ImageMetadata } from 'astro';

const images = import.meta.glob<{ default: ImageMetadata }>('/src/content/news/**/*.{jpg,jpeg,png,webp,avif,gif}', {
  eager: true,
});

export function localImage(pathFromRoot: string | undefined): ImageMetadata | undefined {
  return pathFromRoot ? images[`/${pathFromRoot.replace(/^\/+/, '')}`]?.default : undefined;
}
