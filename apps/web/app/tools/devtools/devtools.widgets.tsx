import { Button, useCopyToast } from '@tinkerbox/ui';
import { useMessages } from '../../i18n/t.tsx';
import { writeFragment } from '../../lib/fragment.ts';
import { devtoolsMessages } from './devtools.messages.ts';

/** "Copy link": writes `params` into the URL fragment and copies the address. */
export function ShareButton({ params }: { params: Record<string, string | undefined> }) {
  const m = useMessages(devtoolsMessages);
  const copy = useCopyToast();
  const share = async () => {
    writeFragment(params);
    await copy(window.location.href, m.linkCopied);
  };
  return (
    <Button size="sm" onClick={share}>
      {m.link}
    </Button>
  );
}
