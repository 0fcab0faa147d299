import {
  createFileTargets,
  FileTargetProvider,
  type FileTargets,
  hasEarlyDrop,
  keepEarlyDrop,
  takeEarlyDrop,
} from '@tinkerbox/ui';
import { createContext, type DragEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/t.tsx';
import { openLater } from './later.tsx';

const hasFiles = (e: { dataTransfer: DataTransfer | null }) =>
  Array.from(e.dataTransfer?.types ?? []).includes('Files');

// A file dropped where nothing takes it is refused on every page by the head's inline guard (ui's
// early-drop.ts, shell/theme.tsx's THEME_SCRIPT), from before the page is live: a browser would open it
// in place of the page.

const Dragging = createContext(false);
/** Marks the drop area live (PageDrop), for {@link DropAreaLive}. */
const MarkLive = createContext<() => void>(() => undefined);

/**
 * Rendered after the tool inside the drop area: once it has mounted (the tool is hydrated in a later task
 * than the area, app/shell/later.tsx), its targets are registered and the area is live. Until then the
 * head's guard keeps a file dropped on the area for them; marked live with the area itself, a file
 * dropped before the tool hydrated was refused.
 */
export function DropAreaLive() {
  const markLive = useContext(MarkLive);
  useEffect(markLive, []);
  return null;
}

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
 * A registry that also hands over the files dropped on the area before it was live (ui's early-drop.ts):
 * once, after the first target registers, when every target of that commit has (the best one takes them).
 */
function withEarlyDrop(registry: FileTargets): FileTargets {
  let pending = true;
  return {
    get size() {
      return registry.size;
    },
    route: (files) => registry.route(files),
    add(target) {
      const remove = registry.add(target);
      if (pending) {
        pending = false;
        setTimeout(() => {
          const early = takeEarlyDrop();
          if (early.length > 0) registry.route(early);
        }, 0);
      }
      return remove;
    },
  };
}

/** The name of the `Later` part that holds a tool page's tool (tool-layout.tsx): a file coming over the page opens it. */
export const TOOL_PART = 'tool';

/**
 * A tool's drop area: whatever inside takes files (FileDrop, FileButton, or a tool's own
 * `useFileTarget`) also gets a file dropped anywhere on the tool, with {@link DropOverlay} shown while a
 * file is dragged over. A drop that a field handled itself is left to it. A file dropped on the area
 * before the tool was live goes to it once its first target is (data-early-drop, ui's early-drop.ts;
 * {@link DropAreaLive} marks the area live).
 */
export function PageDrop({ children, className }: { children: ReactNode; className?: string }) {
  const [registry] = useState(() => withEarlyDrop(createFileTargets()));
  const [active, setActive] = useState(false);
  const depth = useRef(0);
  const area = useRef<HTMLDivElement>(null);

  // live: the head's guard no longer keeps what is dropped here (DropAreaLive says when)
  const [markLive] = useState(() => () => area.current?.setAttribute('data-early-live', ''));
  const live = () => area.current?.hasAttribute('data-early-live') === true;
  // A tool hydrated only when used (decision 0202) is not live until then: a file dropped before the
  // scripts came, or pasted on the page, is kept for it (the head's guard keeps a drop) and it hydrates to
  // take it.
  useEffect(() => {
    if (hasEarlyDrop()) openLater(TOOL_PART);
    const onPaste = (e: ClipboardEvent) => {
      const files = Array.from(e.clipboardData?.files ?? []);
      if (live() || files.length === 0) return;
      e.preventDefault();
      keepEarlyDrop(files);
      openLater(TOOL_PART);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);
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
    <MarkLive.Provider value={markLive}>
      <FileTargetProvider value={registry}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; every tool that takes files has a labelled file input */}
        <div
          ref={area}
          data-early-drop=""
          className={className}
          onDragEnter={(e) => {
            // a file on its way to a tool not live yet: hydrate it (the head's guard keeps a drop till then)
            if (hasFiles(e) && !live()) openLater(TOOL_PART);
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
            // with no target yet (the tool not hydrated), the head's guard keeps the files for the first
            if (e.defaultPrevented || !wanted(e)) return;
            e.preventDefault();
            registry.route(Array.from(e.dataTransfer.files));
          }}
        >
          <Dragging.Provider value={active}>{children}</Dragging.Provider>
        </div>
      </FileTargetProvider>
    </MarkLive.Provider>
  );
}
