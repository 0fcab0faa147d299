import { buttonClass } from '@tinkerbox/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useLocalePath } from '../i18n/locale-path.ts';
import { fmt, useT } from '../i18n/t.tsx';
import type { RootData } from './root-data.ts';

/** The error screen: a train that has left the tracks, the status and a message. */
export function ErrorScreen({ status, detail }: { status: number; detail?: string | undefined }) {
  const t = useT();
  const to = useLocalePath();
  const root = useRouteLoaderData<RootData>('root');
  const message = status === 404 ? t.error.notFound : t.error.unknown;
  const title = root?.brand.title ?? 'Tinkerbox';
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The not-found page is the same for every path (the server keeps one per language), so the path it
  // was asked for is put in once the page runs, never in the server's HTML
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState<string | null>(null);
  useEffect(() => {
    if (status === 404) setShownPath(pathname);
  }, [status, pathname]);
  const missing = detail ?? shownPath;
  return (
    <div className="page-container flex flex-col items-center py-16 text-center">
      <title>{title}</title>
      <Train />
      <p className="mt-6 font-pixel text-5xl text-sky-800">
        <span className="sr-only">{fmt(t.error.status, { status })}</span>
        <span aria-hidden="true">{status}</span>
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{message}</h1>
      {status === 404 && (
        // kept in the server's HTML, empty, so that the sentence moves nothing when it is put in
        <p className="mt-2 min-h-5 text-sm break-all text-slate-600">
          {missing ? fmt(t.error.notFoundPath, { path: missing }) : null}
        </p>
      )}
      {detail && status !== 404 && <p className="mt-2 font-mono text-sm break-all text-slate-600">{detail}</p>}
      <Link to={to('/')} className={buttonClass({ variant: 'primary', className: 'mt-8' })}>
        {t.error.back}
      </Link>
    </div>
  );
}

function Train() {
  return (
    <svg viewBox="0 0 320 120" width="320" height="120" aria-hidden="true" className="overflow-visible">
      <style>{`
        @keyframes tb-roll { from { transform: translateX(-40px); } to { transform: translateX(40px); } }
        @keyframes tb-puff { 0% { opacity: .8; transform: translate(0,0) scale(.6); } 100% { opacity: 0; transform: translate(-30px,-40px) scale(1.6); } }
        .tb-train { animation: tb-roll 3s ease-in-out infinite alternate; }
        .tb-puff { animation: tb-puff 1.6s ease-out infinite; transform-box: fill-box; transform-origin: center; }
        .tb-puff2 { animation-delay: .8s; }
        @media (prefers-reduced-motion: reduce) { .tb-train, .tb-puff { animation: none; } }
      `}</style>
      <line x1="0" y1="104" x2="320" y2="104" stroke="#94a3b8" strokeWidth="3" />
      {Array.from({ length: 16 }, (_, i) => (
        <rect key={i} x={i * 20 + 4} y="106" width="12" height="4" fill="#cbd5e1" />
      ))}
      <g className="tb-train">
        <circle className="tb-puff" cx="112" cy="28" r="8" fill="#cbd5e1" />
        <circle className="tb-puff tb-puff2" cx="112" cy="28" r="8" fill="#e2e8f0" />
        <rect x="100" y="36" width="16" height="22" fill="#334155" />
        <rect x="90" y="56" width="90" height="34" rx="4" fill="#0369a1" />
        <rect x="150" y="36" width="40" height="54" rx="4" fill="#075985" />
        <rect x="158" y="44" width="24" height="16" rx="2" fill="#e0f2fe" />
        <rect x="196" y="62" width="70" height="28" rx="4" fill="#0ea5e9" />
        <rect x="206" y="68" width="14" height="10" fill="#e0f2fe" />
        <rect x="230" y="68" width="14" height="10" fill="#e0f2fe" />
        <rect x="182" y="80" width="16" height="4" fill="#334155" />
        {[106, 134, 166, 212, 250].map((cx) => (
          <circle key={cx} cx={cx} cy="94" r="9" fill="#1e293b" stroke="#64748b" strokeWidth="3" />
        ))}
      </g>
    </svg>
  );
}
