// BUX for Dutch clients: three plans, Basic, Plus and Prime; the tool prices all three and shows the cheapest for the
// profile by name. Basic has no monthly fee but 0,20% a year on invested assets; Plus costs € 2,99 a month with 0,1%
// only above € 250.000, Prime € 7,99 a month with 0,1% only above € 500.000 (BUX's support articles, in English).
// EU share orders cost € 3,99 / € 1,99 / € 0,99 by plan; US orders and ETFs € 0,99; the conversion markup 0,75% /
// 0,25% / 0,20%; investment-plan buys are free (getbux.com/fees as a third party read it in September 2026; BUX's
// own page we could not read). Before this the data had BUX Zero's old fee schedule (no service fee, € 1 per EU order).
import type { BrokerTariff, FeeSource, TariffComponent } from './types.ts';

const FEES: FeeSource = { title: 'BUX – Fees', url: 'https://getbux.com/fees/' };
const VARIABLE_FEE: FeeSource = {
  title: 'BUX – How does the variable service fee work? (helpcentrum, Engelstalig)',
  url: 'https://support.bux.com/en/support/solutions/articles/1000330599-how-does-the-variable-service-fee-work-',
};
const MONTHLY_FEE: FeeSource = {
  title: 'BUX – How is the monthly service fee charged? (helpcentrum, Engelstalig)',
  url: 'https://support.bux.com/en/support/solutions/articles/1000317018-how-is-the-monthly-service-fee-charged-',
};

const checked = '2026-11-27';
/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const validFrom = '2026-11-27';
const feesNote = 'van getbux.com/fees zoals een derde die in september 2026 las; de pagina zelf konden we niet lezen';
const supportNote = 'uit het Engelstalige helpcentrum van BUX; een Nederlandse pagina vonden we niet';
const EU = ['euronext-amsterdam', 'euronext-brussels', 'euronext-paris', 'xetra'] as const;
const NOT_AT_BUX = ['euronext-milan', 'euronext-lisbon', 'tradegate', 'lse', 'six', 'nordics', 'warsaw'] as const;

const reading = { checked, validFrom, validFromSeen: true, confirmed: false } as const;

/** What every plan shares: US orders and ETFs € 0,99, free investment plans, markets BUX does not offer. */
function common(fxPercent: number): TariffComponent[] {
  return [
    {
      key: 'order-us',
      part: 'order',
      markets: ['us'],
      fee: { kind: 'flat', amount: 0.99 },
      source: FEES,
      ...reading,
      note: `Amerikaanse aandelen; ${feesNote}`,
    },
    {
      key: 'order-etf',
      part: 'order',
      markets: EU,
      assets: 'etf',
      fee: { kind: 'flat', amount: 0.99 },
      source: FEES,
      ...reading,
      note: `ETF’s; ${feesNote}`,
    },
    {
      key: 'order-not-offered',
      part: 'order',
      markets: NOT_AT_BUX,
      fee: { kind: 'not-offered' },
      source: FEES,
      ...reading,
      note: 'deze beurzen vonden we niet bij BUX',
    },
    {
      key: 'order-fx',
      part: 'order-fx',
      fee: { kind: 'percentage', percent: fxPercent },
      source: FEES,
      ...reading,
      note: `opslag op de wisselkoers; ${feesNote}`,
    },
    {
      key: 'dividend-fx',
      part: 'dividend-fx',
      fee: { kind: 'percentage', percent: fxPercent },
      source: FEES,
      ...reading,
      note: `aangenomen gelijk aan de opslag bij orders; ${feesNote}`,
    },
    {
      key: 'savings-plan',
      part: 'savings-plan',
      scope: 'all',
      fee: { kind: 'flat', amount: 0 },
      source: FEES,
      ...reading,
      note: `aankopen in een beleggingsplan zonder orderkosten; ${feesNote}`,
    },
  ];
}

function euOrder(amount: number): TariffComponent {
  return {
    key: 'order-eu',
    part: 'order',
    markets: EU,
    fee: { kind: 'flat', amount },
    source: FEES,
    ...reading,
    note: `Europese aandelen; ${feesNote}`,
  };
}

/** 0,1% a year on the invested value above `from` euros (Plus and Prime). */
function variableAbove(from: number): TariffComponent {
  return {
    key: 'service-variable',
    part: 'service',
    period: 'year',
    fee: {
      kind: 'tiered',
      tiers: [
        { upTo: from, percent: 0 },
        { upTo: null, percent: 0.1 },
      ],
    },
    source: VARIABLE_FEE,
    ...reading,
    note: `variabele servicefee over je beleggingen (niet je cash), dagelijks berekend en maandelijks afgeschreven; ${supportNote}`,
  };
}

/** The fixed monthly fee: Plus's € 2,99 is in BUX's help article, Prime's € 7,99 only on its fees page. */
function monthlyFee(amount: number, source: FeeSource, where: string): TariffComponent {
  return {
    key: 'service-monthly',
    part: 'service',
    period: 'month',
    fee: { kind: 'flat', amount },
    source,
    ...reading,
    note: `vaste servicefee per maand, achteraf afgeschreven; ${where}`,
  };
}

export const BUX: BrokerTariff = {
  broker: 'bux',
  plans: [
    {
      id: 'basic',
      name: 'BUX Basic',
      components: [
        euOrder(3.99),
        ...common(0.75),
        {
          key: 'service-variable',
          part: 'service',
          period: 'year',
          fee: { kind: 'percentage', percent: 0.2 },
          source: VARIABLE_FEE,
          ...reading,
          note: `variabele servicefee over al je beleggingen (niet je cash), zonder drempel; ${supportNote}`,
        },
      ],
    },
    {
      id: 'plus',
      name: 'BUX Plus',
      components: [euOrder(1.99), ...common(0.25), monthlyFee(2.99, MONTHLY_FEE, supportNote), variableAbove(250_000)],
    },
    {
      id: 'prime',
      name: 'BUX Prime',
      components: [euOrder(0.99), ...common(0.2), monthlyFee(7.99, FEES, feesNote), variableAbove(500_000)],
    },
  ],
};
