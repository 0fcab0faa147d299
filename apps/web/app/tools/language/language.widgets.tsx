import { Select, TextField, type TextFieldProps } from '@tinkerbox/ui';
import type { Language } from './use-translate.ts';

/** A language menu; with `detect`, its first choice ('' as value) lets the translator guess. */
export function LanguageSelect(props: {
  label: string;
  value: string;
  languages: Language[] | null;
  /** Shown as the only choice while the list loads (when there is no `detect` choice). */
  placeholder: string;
  detect?: string;
  onChange: (code: string) => void;
}) {
  const { label, value, languages, placeholder, detect, onChange } = props;
  const options = [
    ...(detect !== undefined ? [{ value: '', label: detect }] : []),
    ...(!languages && detect === undefined ? [{ value, label: placeholder }] : []),
    ...(languages ?? []).map((l) => ({
      value: l.code,
      label: l.name === l.nativeName ? l.name : `${l.name} · ${l.nativeName}`,
    })),
  ];
  return (
    <Select
      className="min-w-[200px] flex-1"
      label={label}
      value={value}
      options={options}
      disabled={!languages}
      onChange={onChange}
    />
  );
}

/** A text area for prose (Chinese text, a translation): the kit's TextField in a reading font and size. */
export function ProseField({ controlClassName = '', ...rest }: Omit<TextFieldProps, 'multiline' | 'mono'>) {
  return <TextField {...rest} multiline mono={false} controlClassName={`text-base! ${controlClassName}`} />;
}
