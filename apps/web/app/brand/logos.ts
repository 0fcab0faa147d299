import cnLogo from '../../public/brand/cn-logo.svg?raw';

/**
 * Each branding logo's SVG markup, keyed by its path under public/, drawn inline in the header at 32 px
 * (decision 0189). As an <img>, Chromium built an isolated SVG document for it on the page's main
 * thread; inline, it is a few nodes of the page's own.
 */
export const LOGO_SVG: Readonly<Record<string, string>> = {
  '/brand/cn-logo.svg': cnLogo
    .trim()
    .replace('<svg ', '<svg width="32" height="32" aria-hidden="true" focusable="false" '),
};
