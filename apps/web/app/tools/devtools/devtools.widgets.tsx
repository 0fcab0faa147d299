import { Button, copyText, toast } from '@tinkerbox/ui';
import { useMessages } from '../../i18n/t.tsx';
import { writeFragment } from '../../lib/fragment.ts';
import { devtoolsMessages } from './devtools.messages.ts';

/** "Copy link": writes `params` into the URL fragment and copies the address. */
export function ShareButton({ params }: { params: Record<string, string | undefined> }) {
  const m = useMessages(devtoolsMessages);
  const copy = async () => {
    writeFragment(params);
    await copyText(window.location.href);
    toast(m.linkCopied, 'success');
  };
  return (
    <Button size="sm" onClick={copy}>
      {m.link}
    </Button>
  );
}
