/**
 * A labelled input with its error message under it (SPEC §8 "Field errors: shown under each
 * field"). Uncontrolled, so text typed before hydration survives it.
 */
import type { InputHTMLAttributes } from 'react';

/** Props: `label` is already translated; `error` is a translated message or undefined. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
}

/** Label + input + error. The input's id is `${idPrefix}-${name}`. */
export function TextField({ name, label, error, id, ...rest }: TextFieldProps) {
  const inputId = id ?? name;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
