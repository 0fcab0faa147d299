import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
} from 'react';
import { whenSettled } from '../lib/idle.ts';
import { shellLive } from './ready.ts';

// Hydration in several tasks (issue 17, decision 0142). The first hydration of a page is one long
// main-thread task: on a phone four times slower than this machine it blocked input for 150-200 ms.
// `Later` wraps a part of the page (the header, <main>, the footer, a tool's family list; root.tsx and
// tool-layout.tsx): in the browser's first pass it suspends, the framework keeps the server's HTML as
// it is (visible, links working), and the part is hydrated in a task of its own right after: the parts
// open one a task, in the order they first rendered, and one inside a waiting part waits once that part
// is hydrated. On the server, and for anything mounted once every part is hydrated (a client
// navigation), it renders at once.
//
// Preact keeps a suspended part's server DOM when the part is one element (`child` must render exactly
// one element, no fragment); React keeps any Suspense boundary's server DOM and hydrates it when the
// promise settles.
//
// A part marked `near` (the index's cards, a tool page's family list, decision 0185; the footer, 0200) is
// not hydrated in the first pass at all: its server HTML (links that work) stays until it comes within a
// screen of the viewport, or the visitor points at, focuses or types in it, or the page asks for it
// (`openLater`, the index before it filters its cards). It does not hold back the shell's readiness
// (html[data-ready], shell/ready.ts): the page is live without it. On a phone most of such parts are never
// hydrated by a first load.
//
// A part marked `used` (the header, decision 0201; a tool whose untouched page the server draws complete,
// decision 0202) is always in view, so nearness says nothing: it waits until the visitor points at,
// hovers, touches, focuses, clicks, types in or changes it, drags a file over the page (PageDrop), or the page
// asks for it (`openLater`: a palette shortcut, a client navigation, a file pasted), or at once when its
// `now` says so (a tool's fields restored by the browser, settings in the URL). Its controls take what was
// done before (ui's early-click.ts, form/early-value.ts).
//
// A `used` part marked `settled` too (a tool that must come alive by itself, but not in the page's first
// seconds: /contract_evm's consoles, which look for the browser's wallets, decision 0212) also hydrates
// once the page has settled (lib/idle.ts `whenSettled`), if it was not used before.

/** Parts still waiting in the first pass; the shell is live (shell/ready.ts) when the last one is hydrated. */
let waiting = 0;
/** True until the first pass has committed: only then do parts suspend. */
let firstPass = typeof document !== 'undefined';
/**
 * `near` and `used` parts hydrating now (opened, their effects not yet run). A part inside one (a tool's
 * groups of rows) waits for a task of its own, as inside a part of the first pass: the visitor's first
 * tap on a tool hydrated when used then paints after the tool's own task, not after all of it.
 */
let opening = 0;
interface GateState {
  promise: Promise<void>;
  open: boolean;
  /** Hydrated when near or used (`near`, `used`), and so never counted towards the shell's readiness. */
  near: boolean;
  /** Its hydration has been counted (a later remount is not): in `waiting`, or for a `near` part in `opening`. */
  counted: boolean;
  /** A `near` part's way into the queue, until it has taken it. */
  enqueue?: () => void;
  /** The text field focused in the part's server HTML as it hydrates, and its selection then. */
  caret?: Caret | undefined;
}

/** A focused text field's selection, to put back after hydration (see {@link caretIn}). */
interface Caret {
  el: HTMLInputElement | HTMLTextAreaElement;
  value: string;
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/**
 * The focused text field inside part `name` and its selection, read as the part hydrates. Preact sets a
 * textarea's value as it hydrates it, which puts the caret at the end: a visitor who focused a field that
 * holds text (/urlparser's example), selected it all and pasted, replacing it, got the paste appended when
 * the hydration their focus started fell between the two (decision 0210). The selection is put back once
 * the part has hydrated, if the field still has the focus and the same text.
 */
function caretIn(name: string): Caret | undefined {
  const el = document.activeElement;
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return undefined;
  if (!el.closest(`[data-later="${CSS.escape(name)}"]`) || el.selectionStart === null || el.selectionEnd === null)
    return undefined;
  return {
    el,
    value: el.value,
    start: el.selectionStart,
    end: el.selectionEnd,
    direction: el.selectionDirection ?? 'none',
  };
}
const gates = new Map<string, GateState>();

/** Called by the root once its first pass has committed: the shell is live if no part waits. */
export function firstPassCommitted(): void {
  firstPass = false;
  if (waiting === 0) shellLive();
}

/** Gates waiting for their task, in the order they were first rendered (tree order within a pass). */
const queue: (() => void)[] = [];
let pumping = false;
/*
 * One gate opens per task, in order. A message to a channel is a task of its own with no delay (a chain of
 * zero-delay timers is clamped to 4 ms each after the fifth), and each gate used to wait out a chain of
 * its own, as long as its place in the page (decision 0183).
 */
let channel: MessageChannel | undefined;
function post(): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(pump, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = pump;
  }
  channel.port2.postMessage(null);
}
function pump(): void {
  queue.shift()?.();
  if (queue.length > 0) post();
  else pumping = false;
}

function enqueue(open: () => void): void {
  queue.push(open);
  if (!pumping) {
    pumping = true;
    post();
  }
}

/** What makes a `near` part's server element take its place in the queue. */
const NEAR_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
/**
 * And a `used` part's: a pointer over it too (the header's links prefetch on hover once it is live), a
 * click or change made without a pointer or focus (a button pressed or a file set by an assistive tool or
 * a script; its controls take the click once live, ui's early-click.ts), and a file dropped on it with no
 * drag over the page before (a script's drop; the page's early-drop guard keeps the files for it).
 */
const USED_EVENTS = [...NEAR_EVENTS, 'pointerover', 'click', 'input', 'change', 'drop'] as const;
let nearObserver: IntersectionObserver | undefined;
/** Each watched element's way into the queue. */
const nearGo = new Map<Element, () => void>();

/**
 * Notes each `near` or `used` part (`[data-later]`) a visitor clicked, pointed at, focused or typed in
 * before the page's scripts came, so that it hydrates at once when they do and acts on what was done in
 * it (early clicks and values). Inlined into the head's script (theme.tsx): it must stay self-contained.
 */
export function recordEarlyUse(): void {
  const used: Record<string, boolean> = {};
  (window as unknown as Record<string, unknown>).__tinkerboxUsedParts = used;
  for (const type of ['pointerdown', 'focusin', 'keydown', 'click'])
    document.addEventListener(
      type,
      (e) => {
        const part = e.target instanceof Element ? e.target.closest('[data-later]') : null;
        if (part) used[part.getAttribute('data-later') || ''] = true;
      },
      { capture: true, passive: true },
    );
}

/** Whether the part `name` was used before the page's scripts came ({@link recordEarlyUse}). */
const usedEarly = (name: string) =>
  (window as unknown as { __tinkerboxUsedParts?: Record<string, boolean> }).__tinkerboxUsedParts?.[name] === true;

/**
 * Puts a `near` or `used` part in the queue once: used before the scripts came, an event in its element,
 * `openLater`, or (`near`) its element near the viewport.
 */
function watchNear(name: string, g: GateState, used: boolean, now?: (el: Element) => boolean, settled = false): void {
  const el = document.querySelector(`[data-later="${CSS.escape(name)}"]`);
  const take = g.enqueue;
  if (!take || !el || typeof IntersectionObserver === 'undefined' || usedEarly(name) || now?.(el)) {
    take?.();
    return;
  }
  const events = used ? USED_EVENTS : NEAR_EVENTS;
  let cancelSettled: (() => void) | undefined;
  const go = () => {
    cancelSettled?.();
    nearObserver?.unobserve(el);
    nearGo.delete(el);
    for (const type of events) el.removeEventListener(type, go, true);
    if (g.enqueue) take();
  };
  g.enqueue = go;
  for (const type of events) el.addEventListener(type, go, { capture: true, passive: true });
  if (settled) cancelSettled = whenSettled(go);
  if (used) return;
  nearGo.set(el, go);
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) if (e.isIntersecting) nearGo.get(e.target)?.();
    },
    // a screen ahead, so that a part scrolled to is hydrated by the time it is read
    { rootMargin: '100% 0px' },
  );
  nearObserver.observe(el);
}

type Mode = 'first' | 'near' | 'used';

function gate(name: string, mode: Mode, now?: (el: Element) => boolean, settled = false): GateState {
  const near = mode !== 'first';
  let g = gates.get(name);
  if (!g) {
    if (!near) waiting++;
    const entry: GateState = { promise: Promise.resolve(), open: false, near, counted: false };
    entry.promise = new Promise<void>((resolve) => {
      if (!near) enqueue(resolve);
      else
        entry.enqueue = () => {
          entry.enqueue = undefined;
          enqueue(resolve);
        };
    }).then(() => {
      entry.open = true;
      if (near) opening++;
    });
    g = entry;
    gates.set(name, g);
    if (near) watchNear(name, entry, mode === 'used', now, settled);
  }
  return g;
}

/** Hydrates now (in the queue's order) every `near` part whose name starts with `prefix`. */
export function openLater(prefix: string): void {
  for (const [name, g] of gates) if (name.startsWith(prefix)) g.enqueue?.();
}

function Opened({ gate, children }: { gate: GateState; children: ReactElement }) {
  useLayoutEffect(() => {
    const c = gate.caret;
    gate.caret = undefined;
    if (!c || document.activeElement !== c.el || c.el.value !== c.value) return;
    if (c.el.selectionStart !== c.start || c.el.selectionEnd !== c.end)
      c.el.setSelectionRange(c.start, c.end, c.direction);
  }, [gate]);
  useEffect(() => {
    if (gate.counted) return;
    gate.counted = true;
    if (gate.near) opening--;
    else if (--waiting === 0 && !firstPass) shellLive();
  }, [gate]);
  return children;
}

function Gate({
  name,
  mode,
  now,
  settled,
  children,
}: {
  name: string;
  mode: Mode;
  now?: (el: Element) => boolean;
  settled: boolean;
  children: ReactElement;
}) {
  // A part inside a part that was waiting (the family's tools inside <main>) waits too.
  if (!firstPass && waiting === 0 && opening === 0 && !gates.has(name)) return children;
  const g = gate(name, mode, now, settled);
  if (!g.open) throw g.promise;
  // the render that hydrates the part: what is focused in its server HTML now keeps its selection
  if (!g.counted && mode !== 'first') g.caret ??= caretIn(name);
  return <Opened gate={g}>{children}</Opened>;
}

/**
 * Hydrates `children` (one element) in a later task than the rest of the page, or (`near`) only once it
 * is near the viewport or used, or (`used`) only once it is used (see above).
 */
export function Later({
  name,
  near = false,
  used = false,
  settled = false,
  now,
  children,
}: {
  name: string;
  near?: boolean;
  used?: boolean;
  /** For a `used` part: also hydrate it once the page has settled (lib/idle.ts), if not used before. */
  settled?: boolean;
  /** For a `near` or `used` part: whether to hydrate it at once after all, asked once with its server element. */
  now?: (el: Element) => boolean;
  children: ReactElement;
}) {
  const mode: Mode = used ? 'used' : near ? 'near' : 'first';
  return (
    <ScopedSuspense fallback={null}>
      <Gate name={name} mode={mode} now={now} settled={settled}>
        {mode !== 'first'
          ? cloneElement(children as ReactElement<{ 'data-later'?: string }>, { 'data-later': name })
          : children}
      </Gate>
    </ScopedSuspense>
  );
}

/** What Preact keeps on a component and its vnode that this module reads (preact 11.2.0, its hooks). */
interface PreactComponent {
  /** The component's vnode. */
  __v?: { __m?: [string | number, number] };
}

/**
 * Starts a count of ids (`useId`) of its own for everything rendered inside it.
 *
 * React's `useId` names a component by its place in the tree. Preact's counts, per root, in the order
 * components first render: the server renders a page in tree order, but the browser renders what is
 * inside a boundary that waited (a `Later` part, a lazily loaded view) when it is ready, so the ids
 * inside it depended on what happened to load first, and sometimes differed from the server's. A control
 * then read nothing typed before hydration (decision 0149), or a hint named an id no element had
 * (e2e/islands.e2e.ts found it on /crc32c). Preact's `useId` counts from the nearest vnode that has a
 * counter (`__m`), so this component gives its own vnode one, named after its own id in its parent's
 * count: it renders where its parent renders, so its name is the same on both sides, and what is inside
 * counts from zero, in tree order on the server and in the order it renders in the browser, which within
 * one boundary is the same. On React, which needs none of this, it only takes an id.
 */
function IdScope(this: PreactComponent | undefined, { children }: { children: ReactNode }) {
  const id = useId();
  // One counter for the life of the scope: each render gets a new vnode, and a part that mounts later (a
  // field that appears once an address is valid) must count on from the ids already given, not reuse them.
  const [counter] = useState<[string, number]>(() => [id.replace(/^P/, '').replace(/\W/g, '_'), 0]);
  const vnode = import.meta.env.PREACT ? this?.__v : undefined;
  if (vnode) vnode.__m = counter;
  return children;
}

/**
 * A Suspense boundary whose contents count their ids from the boundary (IdScope): use it for every
 * boundary whose contents can render later in the browser than on the server.
 */
export function ScopedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <IdScope>
      <Suspense fallback={fallback}>{children}</Suspense>
    </IdScope>
  );
}
