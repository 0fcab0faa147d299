import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Page-wide file drop: a page area (the tool layout) provides a registry; whatever on the page takes
 * files registers in it (FileDrop and FileButton do so by themselves; a tool whose text mode can turn
 * into a file mode registers with {@link useFileTarget}). A file dropped anywhere on the area goes to
 * the target of highest priority that accepts it.
 */
export interface FileTarget {
  onFiles: (files: File[]) => void;
  /** The `accept` list of a file input (".csv,text/csv,image/*"); absent: any file. */
  accept?: string | undefined;
  multiple?: boolean | undefined;
  /** Higher wins; among equals the one registered first (the first on the page). */
  priority: number;
}

/** How strongly each kind of target claims a page-wide drop. */
export const FILE_TARGET_PRIORITY = { button: 0, drop: 1, page: 2 } as const;

export interface FileTargets {
  /** Adds a target; the function returned removes it. */
  add(target: FileTarget): () => void;
  /** Whether any target is registered. */
  readonly size: number;
  /** Gives the files to the best target that accepts some of them; false when none does. */
  route(files: readonly File[]): boolean;
}

/** Whether `file` matches an `accept` list: extensions (".csv"), MIME types ("text/csv") or "image/*". */
export function acceptsFile(accept: string | undefined, file: File): boolean {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .some((a) => {
      if (!a) return false;
      if (a.startsWith('.')) return name.endsWith(a);
      if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
      return type === a;
    });
}

/** A new, empty registry (one per page area). */
export function createFileTargets(): FileTargets {
  const targets: FileTarget[] = [];
  return {
    add(target) {
      targets.push(target);
      return () => {
        const i = targets.indexOf(target);
        if (i >= 0) targets.splice(i, 1);
      };
    },
    get size() {
      return targets.length;
    },
    route(files) {
      const ranked = [...targets].sort((a, b) => b.priority - a.priority);
      for (const t of ranked) {
        const fit = files.filter((f) => acceptsFile(t.accept, f));
        if (fit.length === 0) continue;
        t.onFiles(t.multiple ? fit : fit.slice(0, 1));
        return true;
      }
      return false;
    },
  };
}

const FileTargetContext = createContext<FileTargets | null>(null);
/** Makes `value` the registry for everything inside (the tool layout provides one per tool). */
export const FileTargetProvider = FileTargetContext.Provider;

/**
 * Registers `onFiles` as a target of the page-wide drop while mounted and `enabled` (default true).
 * Outside a provider it does nothing. `onFiles` may change on every render.
 * @example useFileTarget((files) => { setKind('file'); setFiles(files); }, { multiple: true });
 */
export function useFileTarget(
  onFiles: (files: File[]) => void,
  {
    accept,
    multiple = false,
    priority = FILE_TARGET_PRIORITY.page,
    enabled = true,
  }: { accept?: string | undefined; multiple?: boolean; priority?: number; enabled?: boolean } = {},
): void {
  const registry = useContext(FileTargetContext);
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    if (!registry || !enabled) return;
    return registry.add({ onFiles: (f) => latest.current(f), accept, multiple, priority });
  }, [registry, enabled, accept, multiple, priority]);
}
