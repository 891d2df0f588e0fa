// Interactive Brokers (IBKR Pro) for Dutch clients: two plans, Fixed and Tiered; the tool shows the
// cheaper for a profile with its name. IBKR publishes one pricing page for all countries.
import { EURONEXT_ABROAD } from './markets.ts';
import type { BrokerTariff, FeeSource, TariffComponent } from './types.ts';

const ibkr = (page: string, url: string): FeeSource => ({ title: `Interactive Brokers – ${page}`, url });
const EUROPE = ibkr(
  'Commissions stocks Europe',
  'https://www.interactivebrokers.com/en/pricing/commissions-stocks-europe.php',
);
const EUROPE_READ = ibkr(
  'Commissions stocks Europe',
  'https://www.interactivebrokers.com.hk/en/pricing/commissions-stocks-europe.php',
);
const US = ibkr(
  'Commissions stocks North America',
  'https://www.interactivebrokers.com/en/pricing/commissions-stocks.php',
);
const US_READ = ibkr(
  'Commissions stocks North America',
  'https://investors.interactivebrokers.com/en/pricing/commissions-stocks.php',
);
/** IBKR's page of Xetra's exchange, clearing and regulatory fees (its Hong Kong site; the same table for all). */
const XETRA_FEES = ibkr('Xetra (IBIS) Fees', 'https://www.clientam.com.hk/en/accounts/fees/IBIS-StkFees.php');
const FX = ibkr(
  'Commissions spot currencies',
  'https://www.interactivebrokers.com/en/pricing/commissions-spot-currencies.php',
);

const compiled = '2026-11-22';
const checked = '2026-11-25';
/** When these figures took effect was not found: the date they were first compiled stands in (validFromSeen). */
const validFrom = '2026-11-22';
const outsideEuro = 'minimum in lokale valuta; hier als euro gerekend';
const thirdParty =
  'exclusief beurs-, clearing- en toezichtkosten, die bij Tiered apart komen; die vonden we alleen voor Xetra en zijn op deze beurs niet meegerekend';
/** The day the Tiered plan's third-party fees were read for issue 36. */
const rechecked = '2026-11-27';

const nonEuroEurope = ['lse', 'six', 'nordics', 'warsaw'] as const;

const shared: readonly TariffComponent[] = [
  {
    key: 'order-fx',
    part: 'order-fx',
    fee: { kind: 'percentage', percent: 0.002, min: 2, currency: 'USD' },
    source: FX,
    checked: compiled,
    validFrom,
    validFromSeen: true,
    note: 'één conversie per order in een andere valuta',
  },
  {
    key: 'dividend-fx',
    part: 'dividend-fx',
    fee: { kind: 'percentage', percent: 0.002, min: 2, currency: 'USD' },
    source: FX,
    checked,
    validFrom,
    validFromSeen: true,
    confirmed: false,
    note: 'alleen als je het dividend zelf omwisselt; anders blijft het in dollars staan',
  },
];

export const IBKR: BrokerTariff = {
  broker: 'ibkr',
  plans: [
    {
      id: 'fixed',
      name: 'IBKR Fixed',
      components: [
        {
          key: 'order-euro',
          part: 'order',
          markets: ['euronext-amsterdam', ...EURONEXT_ABROAD, 'xetra', 'tradegate'],
          fee: { kind: 'percentage', percent: 0.05, min: 3 },
          source: EUROPE,
          checked: compiled,
          validFrom,
          validFromSeen: true,
        },
        {
          key: 'order-europe-other',
          part: 'order',
          markets: nonEuroEurope,
          fee: { kind: 'percentage', percent: 0.05, min: 3 },
          source: EUROPE_READ,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: outsideEuro,
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: { kind: 'per-share', perShare: 0.005, min: 1, maxPercent: 1, currency: 'USD' },
          source: US,
          checked: compiled,
          validFrom,
          validFromSeen: true,
        },
        ...shared,
      ],
    },
    {
      id: 'tiered',
      name: 'IBKR Tiered',
      components: [
        {
          key: 'order-euro',
          part: 'order',
          markets: ['euronext-amsterdam', ...EURONEXT_ABROAD, 'tradegate'],
          fee: { kind: 'percentage', percent: 0.05, min: 1.25, max: 29 },
          source: EUROPE_READ,
          checked,
          validFrom,
          validFromSeen: true,
          note: 'tot € 50 miljoen handelsvolume per maand; ' + thirdParty,
        },
        {
          key: 'order-xetra',
          part: 'order',
          markets: ['xetra'],
          fee: {
            kind: 'sum',
            parts: [
              { label: 'commission', fee: { kind: 'percentage', percent: 0.05, min: 1.25, max: 29 } },
              { label: 'exchange', fee: { kind: 'percentage', percent: 0.0072, min: 0.9 } },
              { label: 'clearing', fee: { kind: 'base-plus-percentage', base: 0.02, percent: 0.0008, max: 4.02 } },
              { label: 'regulatory', fee: { kind: 'flat', amount: 0.01 } },
            ],
          },
          source: XETRA_FEES,
          checked: rechecked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'Tiered-commissie tot € 50 miljoen per maand plus de kosten die IBKR per beurs publiceert: beurskosten 0,0072% (min. € 0,90, standaardorders), clearing € 0,02 + 0,0008%, toezicht € 0,01; samen ongeveer € 0,03 + 0,058% met een minimum van ongeveer € 2,18; gelezen op de Hongkongse site van IBKR (dezelfde tabel voor alle klanten)',
        },
        {
          key: 'order-europe-other',
          part: 'order',
          markets: nonEuroEurope,
          fee: { kind: 'percentage', percent: 0.05, min: 1.25, max: 29 },
          source: EUROPE_READ,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: `${outsideEuro}; ${thirdParty}`,
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: { kind: 'per-share', perShare: 0.0035, min: 0.35, maxPercent: 1, currency: 'USD' },
          source: US_READ,
          checked,
          validFrom,
          validFromSeen: true,
          note: 'tot 300.000 aandelen per maand; ' + thirdParty,
        },
        ...shared,
      ],
    },
  ],
};
