import { useId } from 'react';
import { readAmount } from '../../../lib/amount';
import { tBox3 } from '../../../i18n/nl/box3';
import FieldFrame, { describedBy, FIELD_INPUT_CLASS } from '../../ui/FieldFrame';

interface Props {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly name: string;
  /** What the field shows: the text being typed (kept while it has a problem), or the value used. */
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly onBlur: () => void;
}

const MESSAGE = {
  notANumber: 'box3.error.notANumber',
  negative: 'box3.error.negative',
  tooLarge: 'box3.error.tooLarge',
} as const;

/**
 * A euro amount typed as text (so '12.500,50' is read the Dutch way and a typo can be named): a message under the
 * field says what is wrong, and the text stays until the reader corrects it.
 */
export default function AmountField({ label, hint, name, value, onValueChange, onBlur }: Props) {
  const id = useId();
  const reading = readAmount(value);
  const error = reading.ok ? null : { name, text: tBox3(MESSAGE[reading.problem]) };
  return (
    <FieldFrame id={id} label={label} prefix="€" hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={FIELD_INPUT_CLASS}
      />
    </FieldFrame>
  );
}
