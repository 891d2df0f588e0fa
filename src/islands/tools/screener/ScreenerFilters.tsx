// The screener's filter form: sector, price range and daily change, and a reset.
import { useId } from 'react';
import { tPortfolio } from '../../../i18n/en/portfolio';
import { tScreener } from '../../../i18n/en/screener';
import type { ChangeFilter } from '../../../lib/portfolio/screener';
import Field, { INPUT } from '../../ui/Field';

/** What the reader typed and chose; the price bounds stay text until they are parsed for filtering. */
export interface ScreenerFilterInput {
  readonly sector: string;
  readonly minText: string;
  readonly maxText: string;
  readonly change: ChangeFilter;
}

interface Props {
  readonly sectors: readonly string[];
  readonly value: ScreenerFilterInput;
  readonly onChange: (patch: Partial<ScreenerFilterInput>) => void;
  readonly onReset: () => void;
}

export default function ScreenerFilters({ sectors, value, onChange, onReset }: Props) {
  const id = useId();
  return (
    <form
      aria-label={tScreener('screener.filters')}
      className="card mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field id={`${id}-sector`} label={tPortfolio('portfolio.sector')}>
        <select
          id={`${id}-sector`}
          value={value.sector}
          onChange={(e) => onChange({ sector: e.target.value })}
          className={INPUT}
        >
          <option value="">{tScreener('screener.allSectors')}</option>
          {sectors.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
      <PriceField
        id={`${id}-min`}
        label={tScreener('screener.minPrice')}
        value={value.minText}
        onChange={(minText) => onChange({ minText })}
      />
      <PriceField
        id={`${id}-max`}
        label={tScreener('screener.maxPrice')}
        value={value.maxText}
        onChange={(maxText) => onChange({ maxText })}
      />
      <Field id={`${id}-change`} label={tScreener('screener.dailyChange')}>
        <select
          id={`${id}-change`}
          value={value.change}
          onChange={(e) => onChange({ change: e.target.value as ChangeFilter })}
          className={INPUT}
        >
          <option value="all">{tScreener('screener.anyChange')}</option>
          <option value="up">{tScreener('screener.up')}</option>
          <option value="down">{tScreener('screener.down')}</option>
        </select>
      </Field>
      <button type="button" className="btn-secondary" onClick={onReset}>
        {tScreener('screener.reset')}
      </button>
    </form>
  );
}

function PriceField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
      />
    </Field>
  );
}
