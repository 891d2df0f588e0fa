// BUX: facts, profile and tariff for Dutch clients: three plans, Basic, Plus and Prime; the tool prices all three and
// shows the cheapest for the profile by name. Basic has no monthly fee but 0,20% a year on invested assets; Plus costs
// € 2,99 a month with 0,1% only above € 250.000, Prime € 7,99 a month with 0,1% only above € 500.000 (BUX's support
// articles, in English). EU share orders cost € 3,99 / € 1,99 / € 0,99 by plan; US orders and ETFs € 0,99; the
// conversion markup 0,75% / 0,25% / 0,20%; investment-plan buys are free (getbux.com/fees as a third party read it in
// September 2026; BUX's own page we could not read). Before, the data had BUX Zero's old fee schedule (no service fee,
// € 1 per EU order). What could not be confirmed on BUX's own current page says so in words ('niet bevestigd').
import { AFM_COMPENSATION } from './dutchBank.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading, TariffComponent } from './types.ts';
import { dividendFx, fee, order, orderFx, savingsPlan, service } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { DACSI, NOT_IN_TARIFF, leavingReading } from './leavingSources.ts';

const FEES: FeeSource = { title: 'BUX – Fees', url: 'https://getbux.com/fees/' };
const VARIABLE_FEE: FeeSource = {
  title: 'BUX – How does the variable service fee work? (helpcentrum, Engelstalig)',
  url: 'https://support.bux.com/en/support/solutions/articles/1000330599-how-does-the-variable-service-fee-work-',
};
const MONTHLY_FEE: FeeSource = {
  title: 'BUX – How is the monthly service fee charged? (helpcentrum, Engelstalig)',
  url: 'https://support.bux.com/en/support/solutions/articles/1000317018-how-is-the-monthly-service-fee-charged-',
};

export const home: ProviderHome = {
  facts: {
    markets: 'Europese en Amerikaanse aandelen',
    features: ['Eenvoudige app', 'Lage orderkosten', 'Fractionele aandelen'],
    rating: null,
    affiliate: false,
    url: 'https://getbux.com',
    updated: '2026-11-27',
  },
  profile: {
    description:
      "BUX is een Amsterdamse app-broker waarmee je in aandelen en ETF's belegt, ook in delen van een aandeel. Sinds 2024 hoort BUX bij ABN AMRO. Je kiest een abonnement (Basic, Plus of Prime): zonder maandbedrag betaal je een servicefee over je beleggingen en hogere orderkosten, met een maandbedrag lagere. Voor Amerikaanse aandelen rekent BUX een opslag op de wisselkoers.",
    users: 'Beginnende beleggers die vanuit een app met kleine bedragen willen beleggen.',
    customerService: 'Via de app en e-mail, in het Nederlands en Engels.',
    platformUsage: 'Alleen een mobiele app; eenvoudig, met markt- en limietorders.',
    regulation:
      'BUX Financial Services B.V., een Nederlandse beleggingsonderneming met een vergunning van de AFM, onder toezicht van de AFM en DNB (niet bevestigd op de eigen site van BUX). Effecten vallen onder het Nederlandse beleggerscompensatiestelsel tot €20.000.',
    pros: [
      'ETF’s en Amerikaanse aandelen € 0,99 per order',
      'Beleggingsplannen zonder orderkosten',
      'Eenvoudige app, ook met kleine bedragen',
    ],
    cons: [
      'Servicekosten: 0,20% per jaar (Basic) of een maandbedrag (Plus, Prime)',
      'Valutaopslag van 0,20% tot 0,75% bij Amerikaanse aandelen, naar abonnement',
      'Alleen een app, geen webplatform',
      'Geen bank: geen depositogarantie bij BUX zelf',
    ],
    protection: {
      depositGuarantee:
        'Geen depositogarantie bij BUX zelf: BUX is geen bank. Hoe en waar het saldo wordt aangehouden is niet bevestigd op de eigen site van BUX.',
      investorCompensation:
        'Nederlands beleggerscompensatiestelsel tot €20.000. Of effecten in een aparte bewaarentiteit worden gehouden is niet bevestigd op de eigen site van BUX.',
      supervisor: 'AFM en DNB (niet bevestigd op de eigen site van BUX).',
    },
    sources: [{ ...FEES, checked: '2026-11-27', confirmed: false }, AFM_COMPENSATION],
    notCounted: [
      'Zero Orders: bij BUX Plus 3 en bij BUX Prime 5 orders per maand zonder orderkosten, uitgevoerd aan het eind van de handelsdag (volgens een lezing door derden, september 2026); de vergelijking rekent elke order tegen het gewone tarief, voor wie Zero Orders gebruikt dus te hoog',
    ],
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order-eu', 'order-us', 'order-etf', 'order-fx', 'dividend-fx', 'service-variable', 'service-monthly'],
      wrong:
        'één tarief zonder servicekosten, € 1 per Europese order en € 0 per Amerikaanse, 0,25% valutaopslag (de oude tarievenpagina van BUX Zero)',
      now: 'drie abonnementen: Basic (0,20% per jaar over je beleggingen), Plus (€ 2,99 per maand, 0,1% boven € 250.000) en Prime (€ 7,99 per maand, 0,1% boven € 500.000), met Europese aandelenorders van € 3,99, € 1,99 of € 0,99, Amerikaanse orders en ETF’s € 0,99 en valutaopslag van 0,75%, 0,25% of 0,20%',
      source: FEES,
    },
  ],
};

/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const reading = (source: FeeSource): Reading => ({
  source,
  checked: '2026-11-27',
  validFrom: '2026-11-27',
  validFromSeen: true,
  confirmed: false,
});
const feesNote = 'van getbux.com/fees zoals een derde die in september 2026 las; de pagina zelf konden we niet lezen';
const supportNote = 'uit het Engelstalige helpcentrum van BUX; een Nederlandse pagina vonden we niet';
const EU = ['euronext-amsterdam', 'euronext-brussels', 'euronext-paris', 'xetra'] as const;
const NOT_AT_BUX = ['euronext-milan', 'euronext-lisbon', 'tradegate', 'lse', 'six', 'nordics', 'warsaw'] as const;

/** What every plan shares but its conversion markup: US orders and ETFs € 0,99, free investment plans. */
function common(fxPercent: number): TariffComponent[] {
  const fees = reading(FEES);
  return [
    order('order-us', ['us'], fee.flat(0.99), { ...fees, note: `Amerikaanse aandelen; ${feesNote}` }),
    order('order-etf', EU, fee.flat(0.99), { ...fees, note: `ETF’s; ${feesNote}` }, { assets: 'etf' }),
    order('order-not-offered', NOT_AT_BUX, fee.notOffered, { ...fees, note: 'deze beurzen vonden we niet bij BUX' }),
    orderFx(fee.percentage(fxPercent), { ...fees, note: `opslag op de wisselkoers; ${feesNote}` }),
    dividendFx(fee.percentage(fxPercent), { ...fees, note: `aangenomen gelijk aan de opslag bij orders; ${feesNote}` }),
    savingsPlan('all', fee.free, { ...fees, note: `aankopen in een beleggingsplan zonder orderkosten; ${feesNote}` }),
  ];
}

const euOrder = (amount: number) =>
  order('order-eu', EU, fee.flat(amount), { ...reading(FEES), note: `Europese aandelen; ${feesNote}` });

/** 0,1% a year on the invested value above `from` euros (Plus and Prime). */
const variableAbove = (from: number) =>
  service(
    'service-variable',
    'year',
    fee.tiered([
      [from, 0],
      [null, 0.1],
    ]),
    {
      ...reading(VARIABLE_FEE),
      note: `variabele servicefee over je beleggingen (niet je cash), dagelijks berekend en maandelijks afgeschreven; ${supportNote}`,
    },
  );

/** The fixed monthly fee: Plus's € 2,99 is in BUX's help article, Prime's € 7,99 only on its fees page. */
const monthlyFee = (amount: number, source: FeeSource, where: string) =>
  service('service-monthly', 'month', fee.flat(amount), {
    ...reading(source),
    note: `vaste servicefee per maand, achteraf afgeschreven; ${where}`,
  });

export const tariff: BrokerTariff = {
  broker: 'bux',
  plans: [
    {
      id: 'basic',
      name: 'BUX Basic',
      components: [
        euOrder(3.99),
        ...common(0.75),
        service('service-variable', 'year', fee.percentage(0.2), {
          ...reading(VARIABLE_FEE),
          note: `variabele servicefee over al je beleggingen (niet je cash), zonder drempel; ${supportNote}`,
        }),
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

/** What leaving BUX costs: not in DACSI's list; no transfer fee on the fee page read. */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(FEES, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(FEES, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(FEES, 'BUX verkoopt fracties; of die bij vertrek worden verkocht, staat niet op de kostenpagina'),
    rule: null,
  },
  route: {
    ...leavingReading(
      DACSI,
      'BUX staat niet in de deelnemerslijst van DACSI: een overboeking vraag je aan bij BUX zelf',
    ),
    how: 'own-form',
    confirmed: false,
  },
};
