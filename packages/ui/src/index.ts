export { Advert } from './advert.tsx';
export { BackToTop } from './back-to-top.tsx';
export { COPIED_TOOLTIP_MS, CopyButton, type CopyButtonProps, copyText, useCopyToast } from './copy-button.tsx';
export { DIALOG_WIDTHS, Dialog, type DialogProps, type DialogWidth } from './dialog.tsx';
export { recordEarlyClicks, useEarlyClick } from './early-click.ts';
export { guardEarlyDrops, hasEarlyDrop, keepEarlyDrop, takeEarlyDrop } from './early-drop.ts';
export {
  acceptsFile,
  anyControlChanged,
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClass,
  Checkbox,
  type CheckboxProps,
  Choice,
  type ChoiceOption,
  type ChoiceProps,
  controlClass,
  createFileTargets,
  EarlyButton,
  type EarlyControl,
  FILE_TARGET_PRIORITY,
  Field,
  type FieldControlProps,
  FieldError,
  type FieldProps,
  FileButton,
  type FileButtonProps,
  FileDrop,
  type FileDropProps,
  type FileTarget,
  FileTargetProvider,
  type FileTargets,
  NumberField,
  type NumberFieldProps,
  SECRET_ENCODINGS,
  type SecretEncoding,
  SecretField,
  type SecretFieldProps,
  Section,
  Select,
  type SelectProps,
  TextField,
  type TextFieldProps,
  textareaClass,
  useEarlyValue,
  useFileTarget,
} from './form/index.ts';
export {
  JsonTree,
  type JsonTreeKind,
  type JsonTreeLabels,
  type JsonTreeProps,
  type JsonTreeRow,
} from './json-tree.tsx';
export { type LanguageOption, LanguagePicker, type LanguagePickerProps } from './language-picker.tsx';
export { LOADING_BAR, LoadingBar } from './loading-bar.tsx';
export { type UiLocale, UiProvider, useUiStrings } from './locale.tsx';
export { OutputBox, type OutputBoxProps } from './output-box.tsx';
export { QrCode, type QrCodeProps, type QrLevel, qrMatrix } from './qr-code.tsx';
export { Toaster } from './toast.tsx';
export {
  getToasts,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_OFFSET_PX,
  type ToastKind,
  toast,
} from './toast-store.ts';
