import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../src/copy-button.tsx';
import {
  anyControlChanged,
  Button,
  Checkbox,
  Choice,
  EarlyButton,
  FileButton,
  FileDrop,
  NumberField,
  SecretField,
  Section,
  Select,
  TextField,
} from '../src/form/index.ts';

// Runs on React and on Preact (vitest.config.ts projects): fireEvent.input, which both listen to.
afterEach(cleanup);

describe('form kit', () => {
  it('Button defaults to type=button and takes variants', () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <Button variant="primary" onClick={() => onClick('clicked')}>
          Go
        </Button>
      </form>,
    );
    const b = screen.getByRole('button', { name: 'Go' });
    expect(b.getAttribute('type')).toBe('button');
    expect(b.className).toContain('bg-sky-700');
    fireEvent.click(b);
    expect(onClick.mock.calls).toEqual([['clicked']]);
  });

  it('TextField wires its label, hint and error to the control', () => {
    function Harness() {
      const [v, setV] = useState('');
      return <TextField label="Key" value={v} onChange={setV} hint="16 bytes" error={v === 'x' ? 'Bad key' : null} />;
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Key' }) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.input(input, { target: { value: 'x' } });
    expect(input.value).toBe('x');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Bad key', '16 bytes']);
    expect(screen.getByRole('alert').textContent).toBe('Bad key');
  });

  it('TextField multiline is a textarea; NumberField keeps what was typed', () => {
    const onNum = vi.fn();
    render(
      <>
        <TextField label="Input" value="a" onChange={() => {}} multiline />
        <NumberField label="Rounds" value="1." onChange={onNum} integer={false} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Input' }).tagName).toBe('TEXTAREA');
    const n = screen.getByRole('textbox', { name: 'Rounds' }) as HTMLInputElement;
    expect(n.value).toBe('1.');
    expect(n.getAttribute('inputmode')).toBe('decimal');
    fireEvent.input(n, { target: { value: '1.5' } });
    expect(onNum).toHaveBeenCalledWith('1.5');
  });

  it('Choice is a named radio group', () => {
    const onChange = vi.fn();
    render(
      <Choice
        label="Direction"
        value="enc"
        options={[
          { value: 'enc', label: 'Encrypt' },
          { value: 'dec', label: 'Decrypt' },
        ]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Direction' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Encrypt' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Decrypt' }));
    expect(onChange).toHaveBeenCalledWith('dec');
  });

  it('Select and SecretField are labelled, and Generate names its field', () => {
    const onEnc = vi.fn();
    const onGen = vi.fn();
    render(
      <>
        <Select
          label="Mode"
          value="cbc"
          options={[
            { value: 'cbc', label: 'CBC' },
            { value: 'ctr', label: 'CTR' },
          ]}
          onChange={() => {}}
        />
        <SecretField
          label="Key"
          value="00"
          onChange={() => {}}
          encoding="hex"
          onEncodingChange={onEnc}
          encodingLabel="Key encoding"
          encodingNames={{ utf8: 'Text (UTF-8)', hex: 'Hex', base64: 'Base64' }}
          generate={{ label: 'Generate', onGenerate: onGen }}
          error="Odd length"
        />
      </>,
    );
    expect((screen.getByRole('combobox', { name: 'Mode' }) as HTMLSelectElement).value).toBe('cbc');
    const enc = screen.getByRole('combobox', { name: 'Key encoding' }) as HTMLSelectElement;
    expect(enc.value).toBe('hex');
    fireEvent.change(enc, { target: { value: 'base64' } });
    expect(onEnc).toHaveBeenCalledWith('base64');
    fireEvent.click(screen.getByRole('button', { name: /^Generate\W+Key$/ }));
    expect(onGen).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Key' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('Section is a region named by its heading', () => {
    render(
      <Section title="Output">
        <p>x</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Output' })).toBeTruthy();
  });

  it('Checkbox is named by its label and reports the new state', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Strict" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Strict' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('FileDrop takes chosen and dropped files; one unless multiple', () => {
    const onFiles = vi.fn();
    render(<FileDrop prompt="Drop here" choose="Choose" chooseLabel="Choose a file" onFiles={onFiles} testId="drop" />);
    const a = new File(['a'], 'a.txt');
    const b = new File(['b'], 'b.txt');
    const input = screen.getByLabelText('Choose a file') as HTMLInputElement;
    expect(input.type).toBe('file');
    fireEvent.change(input, { target: { files: [a, b] } });
    expect(onFiles).toHaveBeenLastCalledWith([a]);
    fireEvent.drop(screen.getByTestId('drop'), { dataTransfer: { files: [b, a] } });
    expect(onFiles).toHaveBeenLastCalledWith([b]);
    cleanup();
    render(<FileDrop prompt="Drop" choose="Choose" chooseLabel="Files" multiple onFiles={onFiles} testId="drop" />);
    fireEvent.drop(screen.getByTestId('drop'), { dataTransfer: { files: [a, b] } });
    expect(onFiles).toHaveBeenLastCalledWith([a, b]);
  });

  it('FileButton hands over files chosen in the server-rendered input before hydration, once', () => {
    const ui = (onFiles: (files: File[]) => void) => <FileButton label="Choose a file" onFiles={onFiles} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui(() => {}));
    document.body.append(container);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['early'], 'early.txt', { type: 'text/plain' });
    // what the browser's picker leaves in an input no handler listens to yet
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
    const onFiles = vi.fn((_: File[]) => {});
    render(ui(onFiles), { container, hydrate: true });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]?.[0]).toEqual([file]);
  });

  it('EarlyButton acts on a click made before hydration once, with what was typed before it too', async () => {
    function Harness({ onCopy }: { onCopy: (text: string) => void }) {
      const [text, setText] = useState('');
      return (
        <div>
          <TextField id="early-text" label="Text" value={text} onChange={setText} />
          <EarlyButton early="early-copy" onClick={() => onCopy(text)}>
            Copy link
          </EarlyButton>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness onCopy={() => {}} />);
    document.body.append(container);
    // what the page's head script records, and a field typed in, before the scripts came
    (window as unknown as Record<string, unknown>).__tinkerboxEarlyClicks = { 'early-copy': 2 };
    (container.querySelector('#early-text') as HTMLInputElement).value = 'typed early';
    const onCopy = vi.fn();
    render(<Harness onCopy={onCopy} />, { container, hydrate: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(onCopy.mock.calls).toEqual([['typed early']]);
    expect(container.querySelector('button')?.hasAttribute('data-early-live')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(onCopy.mock.calls).toEqual([['typed early'], ['typed early']]);
  });

  it('CopyButton copies, for a tap made before hydration, the value of the render after: what was typed before', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    function Harness() {
      const [text, setText] = useState('');
      return (
        <div>
          <TextField id="early-copied" label="Text" value={text} onChange={setText} />
          <CopyButton value={`<${text}>`} />
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const key = container.querySelector('button')?.getAttribute('data-early-click') ?? '';
    expect(key).not.toBe('');
    (window as unknown as Record<string, unknown>).__tinkerboxEarlyClicks = { [key]: 1 };
    (container.querySelector('#early-copied') as HTMLInputElement).value = 'typed early';
    render(<Harness />, { container, hydrate: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(writeText.mock.calls).toEqual([['<typed early>']]);
  });

  it('FileButton mounted with nothing chosen hands over nothing', () => {
    const onFiles = vi.fn();
    render(<FileButton label="Choose a file" onFiles={onFiles} />);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('anyControlChanged tells server-drawn controls from ones changed without an event', () => {
    // What the server draws: each kind of control at its drawn value.
    const html = renderToString(
      <div>
        <TextField id="t" label="Text" multiline value="drawn" onChange={() => undefined} />
        <TextField id="n" label="Name" value="" onChange={() => undefined} />
        <Select
          id="s"
          label="Pick"
          value="b"
          onChange={() => undefined}
          options={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ]}
        />
        <Checkbox label="On" checked onChange={() => undefined} />
        <Choice
          label="Kind"
          value="x"
          onChange={() => undefined}
          options={[
            { value: 'x', label: 'X' },
            { value: 'y', label: 'Y' },
          ]}
        />
      </div>,
    );
    const root = document.createElement('div');
    const fresh = () => {
      root.innerHTML = html;
      return root;
    };
    expect(anyControlChanged(fresh())).toBe(false);
    const changes: ((r: HTMLElement) => void)[] = [
      (r) => {
        (r.querySelector('textarea') as HTMLTextAreaElement).value = 'restored';
      },
      (r) => {
        (r.querySelector('#n') as HTMLInputElement).value = 'filled in';
      },
      (r) => {
        (r.querySelector('select') as HTMLSelectElement).value = 'a';
      },
      (r) => {
        (r.querySelector('input[type=checkbox]') as HTMLInputElement).checked = false;
      },
      (r) => {
        (r.querySelector('input[type=radio][value=y]') as HTMLInputElement).checked = true;
      },
    ];
    for (const change of changes) {
      const r = fresh();
      change(r);
      expect(anyControlChanged(r)).toBe(true);
    }
  });
});
