import type { BrandId } from './brands.ts';
import icons from './icons.json';

/**
 * The branding's icons in <head>: its SVG favicon, PNG favicons and Apple touch icon (rendered at build
 * time by scripts/build-icons.mjs) and the web manifest. The theme-color metas are shell/theme.tsx's.
 */
export function BrandIcons({ brand }: { brand: BrandId }) {
  const dir = `/icons/${brand}`;
  return (
    <>
      <link rel="icon" href={icons[brand].svg.replace(/^public/, '')} type="image/svg+xml" />
      <link rel="icon" href={`${dir}/favicon-32.png`} type="image/png" sizes="32x32" />
      <link rel="icon" href={`${dir}/favicon-16.png`} type="image/png" sizes="16x16" />
      <link rel="apple-touch-icon" href={`${dir}/apple-touch-icon.png`} sizes="180x180" />
      <link rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}
