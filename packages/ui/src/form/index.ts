// The form kit: every tool page builds its controls from these, so they look and behave alike.
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClass, EarlyButton } from './button.tsx';
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { Choice, type ChoiceOption, type ChoiceProps } from './choice.tsx';
export { anyControlChanged, type EarlyControl, useEarlyValue } from './early-value.ts';
export { controlClass, Field, type FieldControlProps, FieldError, type FieldProps, textareaClass } from './field.tsx';
export { FileButton, type FileButtonProps, FileDrop, type FileDropProps } from './file-drop.tsx';
export {
  acceptsFile,
  createFileTargets,
  FILE_TARGET_PRIORITY,
  type FileTarget,
  FileTargetProvider,
  type FileTargets,
  useFileTarget,
} from './file-target.tsx';
export { SECRET_ENCODINGS, type SecretEncoding, SecretField, type SecretFieldProps } from './secret-field.tsx';
export { Section } from './section.tsx';
export { Select, type SelectProps } from './select.tsx';
export { NumberField, type NumberFieldProps, TextField, type TextFieldProps } from './text-field.tsx';
