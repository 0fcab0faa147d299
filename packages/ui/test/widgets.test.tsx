import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../src/copy-button.tsx';
import { LanguagePicker } from '../src/language-picker.tsx';
import { UiProvider } from '../src/locale.tsx';
import { OutputBox } from '../src/output-box.tsx';
import { qrMatrix } from '../src/qr-code.tsx';
import { getToasts, toast } from '../src/toast-store.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it('copies the value and shows "Copied" for 2000 ms, in the UI locale', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <UiProvider locale="zh-Hans">
        <CopyButton value="0xabc" />
      </UiProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制' }));
    });
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(screen.getByRole('tooltip').textContent).toBe('已复制');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('CopyButton when the browser refuses', () => {
  it('says it was not copied (zh-Hant), never "Copied"', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(
      <UiProvider locale="zh-Hant">
        <CopyButton value="0xabc" />
      </UiProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '複製' }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('tooltip').textContent).toBe('未能複製：請選取文字後複製');
  });
});

describe('OutputBox', () => {
  it('shows a preview and copies the whole result when given copyValue', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<OutputBox label="Hex" value="4869…" copyValue="48692021" />);
    expect((screen.getByLabelText('Hex') as HTMLTextAreaElement).value).toBe('4869…');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('48692021');
  });
});

describe('LanguagePicker', () => {
  const options = [
    { value: 'en_US', label: 'English' },
    { value: 'zh_Hans_CN', label: '简体中文' },
    { value: 'zh_Hant_HK', label: '繁體中文' },
  ] as const;

  it('names the current language and chooses another from the keyboard', async () => {
    const onChange = vi.fn();
    render(<LanguagePicker label="Language" value="en_US" options={options} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(items[2] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('zh_Hant_HK');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays open when a mouse hovers in and then clicks, and a second click closes it', () => {
    render(<LanguagePicker label="Language" value="en_US" options={options} onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    act(() => {
      fireEvent.pointerEnter(trigger.parentElement as HTMLElement, { pointerType: 'mouse' });
    });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape', () => {
    render(<LanguagePicker label="Language" value="en_US" options={options} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('toast store', () => {
  it('queues messages with their kind', () => {
    const before = getToasts().length;
    toast('hello', 'error');
    const last = getToasts().at(-1);
    expect(getToasts().length).toBe(before + 1);
    expect(last).toMatchObject({ message: 'hello', kind: 'error' });
  });
});

describe('qrMatrix', () => {
  it('picks the smallest version: 21 modules for a short text at H, 177 at version 40', () => {
    // Boundaries as the independent encoder on these machines (`qrencode -8 -l H`, Debian's qrencode)
    // draws them: 7 bytes fit version 1 (21 modules); 1219 bytes fit version 39 (173), 1220 need
    // version 40 (177), which holds up to 1273; 1274 bytes are refused ("Input data too large").
    expect(qrMatrix('1234567', 'H').length).toBe(21);
    expect(qrMatrix('x'.repeat(1219), 'H').length).toBe(173);
    expect(qrMatrix('x'.repeat(1220), 'H').length).toBe(177);
    expect(qrMatrix('x'.repeat(1273), 'H').length).toBe(177);
    expect(() => qrMatrix('x'.repeat(1274), 'H')).toThrow();
  });
  it('draws the three finder patterns', () => {
    const m = qrMatrix('Tinkerbox', 'M');
    const n = m.length;
    for (const [r, c] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ] as const) {
      // A finder pattern: a dark 7x7 ring, a light ring, a dark 3x3 centre.
      expect(m[r]?.slice(c, c + 7).every(Boolean)).toBe(true);
      expect(m[r + 1]?.[c + 1]).toBe(false);
      expect(m[r + 3]?.[c + 3]).toBe(true);
    }
  });
});
