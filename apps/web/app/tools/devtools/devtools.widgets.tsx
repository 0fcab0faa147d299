import { EarlyButton, useCopyToast } from '@tinkerbox/ui';
import { useMessages } from '../../i18n/t.tsx';
import { writeFragment } from '../../lib/fragment.ts';
import { devtoolsMessages } from './devtools.messages.ts';

/**
 * "Copy link": writes `params` into the URL fragment and copies the address; a tap before the tool
 * hydrated is taken once it has (a tool hydrated when used, decision 0202).
 */
export function ShareButton({ params }: { params: Record<string, string | undefined> }) {
  const m = useMessages(devtoolsMessages);
  const copy = useCopyToast();
  const share = async () => {
    writeFragment(params);
    await copy(window.location.href, m.linkCopied);
  };
  return (
    <EarlyButton early="share-link" size="sm" onClick={() => void share()}>
      {m.link}
    </EarlyButton>
  );
}
