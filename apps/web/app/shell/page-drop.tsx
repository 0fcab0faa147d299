import { createFileTargets, FileTargetProvider } from '@tinkerbox/ui';
import { createContext, type DragEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/t.tsx';

const hasFiles = (e: { dataTransfer: DataTransfer | null }) =>
  Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * A browser opens a file dropped where nothing takes it, and the visitor's input is gone. On every
 * page such a drop is refused (the cursor says so); text dragged between fields is left alone.
 */
export function useDropGuard() {
  useEffect(() => {
    const over = (e: globalThis.DragEvent) => {
      if (!hasFiles(e) || e.defaultPrevented) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'none';
    };
    const drop = (e: globalThis.DragEvent) => {
      if (hasFiles(e)) e.preventDefault();
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);
}

const Dragging = createContext(false);

/** The "Drop to open" overlay, shown over its positioned parent while a file is dragged over the area. */
export function DropOverlay() {
  const t = useT();
  return useContext(Dragging) ? (
    <div
      data-testid="drop-overlay"
      className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-lg border-2 border-dashed border-sky-600 bg-sky-50/90 text-lg font-semibold text-sky-800"
    >
      {t.tool.dropToOpen}
    </div>
  ) : null;
}

/**
 * A tool's drop area: whatever inside takes files (FileDrop, FileButton, or a tool's own
 * `useFileTarget`) also gets a file dropped anywhere on the tool, with {@link DropOverlay} shown while a
 * file is dragged over. A drop that a field handled itself is left to it.
 */
export function PageDrop({ children, className }: { children: ReactNode; className?: string }) {
  const [registry] = useState(createFileTargets);
  const [active, setActive] = useState(false);
  const depth = useRef(0);

  useEffect(() => {
    const reset = () => {
      depth.current = 0;
      setActive(false);
    };
    window.addEventListener('drop', reset);
    window.addEventListener('dragend', reset);
    return () => {
      window.removeEventListener('drop', reset);
      window.removeEventListener('dragend', reset);
    };
  }, []);

  const wanted = (e: DragEvent) => hasFiles(e) && registry.size > 0;
  return (
    <FileTargetProvider value={registry}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; every tool that takes files has a labelled file input */}
      <div
        className={className}
        onDragEnter={(e) => {
          if (!wanted(e)) return;
          depth.current++;
          setActive(true);
        }}
        onDragLeave={(e) => {
          if (!hasFiles(e)) return;
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setActive(false);
        }}
        onDragOver={(e) => {
          if (!wanted(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setActive(true);
        }}
        onDrop={(e) => {
          depth.current = 0;
          setActive(false);
          if (e.defaultPrevented || !hasFiles(e)) return;
          e.preventDefault();
          registry.route(Array.from(e.dataTransfer.files));
        }}
      >
        <Dragging.Provider value={active}>{children}</Dragging.Provider>
      </div>
    </FileTargetProvider>
  );
}
