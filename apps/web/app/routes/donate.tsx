import { CopyButton, QrCode } from '@tinkerbox/ui';
import { useRouteLoaderData } from 'react-router';
import { coreMessages, fmt, useT } from '../i18n/t.tsx';
import type { RootData } from '../shell/root-data.ts';
import { pageMeta, rootOf } from '../shell/tool-meta.ts';

export const meta = ({
  matches,
  location,
}: {
  matches: ReadonlyArray<{ data?: unknown } | undefined>;
  location: { pathname: string };
}) => {
  const root = rootOf({ matches });
  if (!root) return [];
  const t = coreMessages[root.locale].donate;
  return pageMeta(root, t.title, fmt(t.intro, { brand: root.brand.title }), location.pathname);
};

/**
 * The payment URI a wallet's scanner opens with the address filled in: BIP 21 (`bitcoin:<address>`)
 * and EIP-681 (`ethereum:<address>`).
 */
function paymentUri(coin: string, address: string): string {
  return `${coin === 'BTC' ? 'bitcoin' : 'ethereum'}:${address}`;
}

/** BTC and ETH donation addresses from the runtime settings, each with a QR code (a payment URI) and copy. */
export default function Donate() {
  const t = useT();
  const root = useRouteLoaderData<RootData>('root');
  const donations = root?.site.donations ?? [];
  return (
    <div className="page-container py-10">
      <h1 className="text-3xl font-semibold">{t.donate.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{fmt(t.donate.intro, { brand: root?.brand.title ?? '' })}</p>
      {donations.length === 0 ? (
        <p role="status" className="mt-8 rounded-lg border border-slate-200 bg-white p-6">
          {t.donate.none}
        </p>
      ) : (
        <ul className="mt-8 flex flex-wrap gap-6">
          {donations.map((d) => (
            <li
              key={d.coin}
              className="flex w-full flex-col sm:w-[300px] items-center gap-3 rounded-lg border border-slate-200 bg-white p-6"
            >
              <h2 className="text-lg font-semibold">
                {d.name} ({d.coin})
              </h2>
              <QrCode
                value={paymentUri(d.coin, d.address)}
                size={200}
                margin={2}
                label={fmt(t.donate.qr, { coin: d.name })}
              />
              <p className="font-mono text-sm break-all" data-testid={`address-${d.coin}`}>
                {d.address}
              </p>
              <CopyButton value={d.address} text={t.common.copy} label={fmt(t.donate.copy, { coin: d.name })} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
