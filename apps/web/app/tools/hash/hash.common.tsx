import { DIGEST_FORMATS, type DigestFormat } from '@tinkerbox/engine/hash';
import { EarlyButton, Select, useCopyToast } from '@tinkerbox/ui';
import { defineMessages } from '../../i18n/define.ts';
import { useMessages } from '../../i18n/t.tsx';
import { writeFragment } from '../../lib/fragment.ts';

// What the digest pages and /pbkdf2 share: words, the output format menu and the link buttons. Each
// page is its own route module, so neither loads the other's words.

/** Words both hash pages use. */
export const hashCommonMessages = defineMessages(
  {
    input: 'Input',
    output: 'Output',
    format: 'Output format',
    formats: { hex: 'hex (lowercase)', HEX: 'HEX (uppercase)', base64: 'Base64', base64url: 'Base64url (no padding)' },
    link: 'Copy link with these options',
    linkWithInput: 'Copy link with the input',
    linkCopied: 'Link copied.',
    linkSecretNote: 'The link with input also holds the key or password: share it only where that is safe.',
    linkKeyWarning: 'The link contains your input and key. Anyone who has it can read them.',
    linkPasswordWarning: 'The link contains your password and salt. Anyone who has it can read them.',
  },
  {
    zh_Hans_CN: {
      input: '输入',
      output: '输出',
      format: '输出格式',
      formats: { hex: 'hex（小写）', HEX: 'HEX（大写）', base64: 'Base64', base64url: 'Base64url（无填充）' },
      link: '复制带当前选项的链接',
      linkWithInput: '复制带输入内容的链接',
      linkCopied: '链接已复制。',
      linkSecretNote: '带输入内容的链接也包含密钥或口令，请只在安全的地方分享。',
      linkKeyWarning: '该链接包含你的输入和密钥，任何拿到链接的人都能看到。',
      linkPasswordWarning: '该链接包含你的口令和盐值，任何拿到链接的人都能看到。',
    },
    zh_Hant_HK: {
      input: '輸入',
      output: '輸出',
      format: '輸出格式',
      formats: { hex: 'hex（小寫）', HEX: 'HEX（大寫）', base64: 'Base64', base64url: 'Base64url（無填充）' },
      link: '複製帶目前選項的連結',
      linkWithInput: '複製帶輸入內容的連結',
      linkCopied: '連結已複製。',
      linkSecretNote: '帶輸入內容的連結也包含金鑰或密碼，請只在安全的地方分享。',
      linkKeyWarning: '該連結包含你的輸入和金鑰，任何拿到連結的人都能看到。',
      linkPasswordWarning: '該連結包含你的密碼和鹽值，任何拿到連結的人都能看到。',
    },
  },
);

/** The menu of digest formats (hex, HEX, base64, base64url), from the engine's list. */
export function FormatSelect({ value, onChange }: { value: DigestFormat; onChange: (f: DigestFormat) => void }) {
  const m = useMessages(hashCommonMessages);
  const options = DIGEST_FORMATS.map((f) => ({ value: f, label: m.formats[f] }));
  return <Select label={m.format} value={value} onChange={onChange} options={options} />;
}

/**
 * "Copy link with these options" and, unless `withInput` is absent, "with the input": the input goes
 * into the URL fragment only when asked, since it may hold a key or a password. When it does (`secret`
 * names which words), the toast says so explicitly, as /aes does.
 */
export function LinkButtons({
  withInput,
  secretNote,
  secret,
}: {
  withInput?: Record<string, string> | undefined;
  secretNote: boolean;
  /** The link with the input holds a key (`key`) or a password and salt (`password`). */
  secret?: 'key' | 'password' | undefined;
}) {
  const m = useMessages(hashCommonMessages);
  const copy = useCopyToast();
  const copyLink = async (input: Record<string, string | undefined>, withSecret: boolean) => {
    writeFragment(input);
    const warning = secret === 'key' ? m.linkKeyWarning : m.linkPasswordWarning;
    if (withSecret && secret) await copy(window.location.href, `${m.linkCopied} ${warning}`, 'info');
    else await copy(window.location.href, m.linkCopied);
  };
  const cleared = Object.fromEntries(Object.keys(withInput ?? { text: '', key: '' }).map((k) => [k, undefined]));
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-2">
        {/* a tap before a tool hydrated when used (decision 0202) is taken once it has */}
        <EarlyButton early="copy-link" onClick={() => void copyLink(cleared, false)}>
          {m.link}
        </EarlyButton>
        {withInput && (
          <EarlyButton early="copy-link-input" onClick={() => void copyLink(withInput, true)}>
            {m.linkWithInput}
          </EarlyButton>
        )}
      </div>
      {secretNote && <p className="mt-1 text-xs text-slate-500">{m.linkSecretNote}</p>}
    </>
  );
}
