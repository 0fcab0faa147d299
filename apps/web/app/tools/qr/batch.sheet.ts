import { svgDataUrl } from './lib.ts';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A printable HTML page: the codes in a grid of `perRow` columns, each captioned with its text. */
export function sheetHtml(items: readonly { text: string; svg: string }[], perRow: number, title: string): string {
  const cells = items
    .map(
      (x) =>
        `<figure><img src="${escapeHtml(svgDataUrl(x.svg))}" alt=""><figcaption>${escapeHtml(x.text)}</figcaption></figure>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
@page{margin:12mm}body{margin:0;font-family:system-ui,sans-serif}
main{display:grid;grid-template-columns:repeat(${perRow},1fr);gap:6mm}
figure{margin:0;break-inside:avoid;text-align:center}img{width:100%;height:auto}
figcaption{font-size:9pt;word-break:break-all;margin-top:1mm;white-space:pre-wrap}
</style></head><body><main>${cells}</main></body></html>`;
}

/** Prints `html` from a hidden frame (data-testid="qr-sheet"); returns the frame, to remove later. */
export function printSheet(html: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('data-testid', 'qr-sheet');
  frame.title = title;
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.srcdoc = html;
  frame.onload = () => frame.contentWindow?.print();
  document.body.appendChild(frame);
  return frame;
}
