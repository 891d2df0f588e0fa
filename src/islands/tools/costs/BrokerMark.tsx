import type { Broker } from '../../../data/brokers';

/**
 * The broker's logo over its first letter, as on the home page: if the image fails, the letter
 * underneath stays visible in a box of the same size (no layout shift).
 */
export default function BrokerMark({ broker }: { readonly broker: Broker }) {
  return (
    <span className="relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-[10px] bg-slate-200 text-xl font-bold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
      <span aria-hidden="true">{broker.name.charAt(0)}</span>
      <img
        src={broker.logo.src}
        width={broker.logo.width}
        height={broker.logo.height}
        alt=""
        decoding="async"
        className="absolute inset-0 size-12"
      />
    </span>
  );
}
