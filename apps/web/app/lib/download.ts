/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`), or null. */
export function contentDispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return name || null;
}

/** Saves a blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a file as a blob and saves it. The name comes from Content-Disposition, else `name`, else
 * the current Unix time with `.xlsx`. Rejects on any failure; callers show `busy` through useNotify().
 */
export async function downloadFile(url: string, name?: string, init?: RequestInit): Promise<string> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const blob = await res.blob();
  const fileName =
    contentDispositionName(res.headers.get('content-disposition')) ?? name ?? `${Math.floor(Date.now() / 1000)}.xlsx`;
  saveBlob(blob, fileName);
  return fileName;
}
