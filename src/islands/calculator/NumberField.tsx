import { useId } from 'react';
import type { NumberBounds } from '../../lib/numbers';
import FieldFrame, { describedBy, FIELD_INPUT_CLASS } from '../ui/FieldFrame';

interface Props {
  readonly label: string;
  /** Shown before the field ('€') or after it ('%'). */
  readonly prefix?: string;
  readonly suffix?: string;
  readonly hint?: string;
  readonly bounds: NumberBounds;
  /** What the field shows: the text being typed, or the sanitised value. */
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly onBlur: () => void;
  readonly name: string;
}

/** A labelled number input with the spec's bounds; the parent sanitises every keystroke. */
export default function NumberField({
  label,
  prefix,
  suffix,
  hint,
  bounds,
  value,
  onValueChange,
  onBlur,
  name,
}: Props) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} prefix={prefix} suffix={suffix} hint={hint}>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        onBlur={onBlur}
        aria-describedby={describedBy(id, hint)}
        className={FIELD_INPUT_CLASS}
      />
    </FieldFrame>
  );
}
