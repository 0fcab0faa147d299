import { type ButtonHTMLAttributes, type Ref, useRef } from 'react';
import { useEarlyAction } from '../early-click.ts';

/** How a button looks: `default` (outlined), `primary` (the page's main action), `ghost`, `danger`. */
export type ButtonVariant = 'default' | 'primary' | 'ghost' | 'danger';
/** `md` is 48 px (a touch target); `sm` is 36 px, for actions beside a field's label. */
export type ButtonSize = 'md' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-50';
const variants: Record<ButtonVariant, string> = {
  default: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  primary: 'bg-sky-700 text-white hover:bg-sky-800',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
};
const sizes: Record<ButtonSize, string> = { md: 'h-12 px-4 text-sm', sm: 'h-9 px-3 text-sm' };

/**
 * The classes of a button, for the rare element that must look like one without being a `<button>`
 * (a download link, a file-picker label).
 */
export function buttonClass({
  variant = 'default',
  size = 'md',
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type` defaults to `button`, so a button inside a form never submits it by accident. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...rest} />;
}

/**
 * A Button for a part of the page hydrated only when used (a tool whose untouched page the server draws
 * complete): a click that came before it hydrated is acted on once it has, as one click, with what else
 * was done before (early-click.ts `useEarlyAction`). `early` names it, once in the page.
 */
export function EarlyButton({
  early,
  onClick,
  ...rest
}: Omit<ButtonProps, 'onClick' | 'ref'> & { early: string; onClick: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const marked = useEarlyAction(early, ref, onClick);
  return <Button ref={ref} {...marked} onClick={onClick} {...rest} />;
}
