import type { BrandId } from './brands.ts';

/**
 * The branding's icons in <head>: its PNG favicons and Apple touch icon (rendered at build time from its
 * SVG by scripts/build-icons.mjs) and the web manifest. The theme-color metas are shell/theme.tsx's.
 * No SVG favicon (decision 0189): Chromium fetches and decodes the tab's icon on the page's own main
 * thread, and an SVG one builds an SVG document there, about 40 ms of /en/sha256's 256 ms of main-thread
 * work here; a 32 px PNG costs next to nothing.
 */
export function BrandIcons({ brand }: { brand: BrandId }) {
  const dir = `/icons/${brand}`;
  return (
    <>
      <link rel="icon" href={`${dir}/favicon-32.png`} type="image/png" sizes="32x32" />
      <link rel="icon" href={`${dir}/favicon-16.png`} type="image/png" sizes="16x16" />
      <link rel="apple-touch-icon" href={`${dir}/apple-touch-icon.png`} sizes="180x180" />
      <link rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}
