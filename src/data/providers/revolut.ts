// Revolut: facts, profile, tariff and leaving costs for Dutch clients. Shares and ETFs are offered by Revolut
// Securities Europe UAB (Lithuania) in the Revolut app. Each subscription plan gives a number of orders a month
// without commission (Standard 1, Premium 5, Metal 10: 'from 1 to 10' on Revolut's own help page; the numbers per plan
// are a third party's and Revolut's Australian page's reading); beyond them an order costs 0,25%. The plans' monthly
// fees are Revolut's own fee pages for Liechtenstein (Premium) and Ireland (Metal): no Dutch page could be read, so
// every figure is unconfirmed. The plan Plus is left out: its fee was not found. The conversion of an order in dollars
// is `orderFxNotFound`: Revolut's EEA help page prices exchanges only within an allowance whose Dutch amount we did
// not find, so the pages say 'onbekend, niet meegeteld' rather than € 0.
import type { LeavingCosts, LeavingReading } from './leaving.ts';
import { leavingReading } from './leavingSources.ts';
import type { BrokerTariff, FeeSource, MarketId, ProviderHome, Reading, TariffComponent } from './types.ts';
import { fee, order, orderFxNotFound, savingsPlan, service, undatedPage } from './types.ts';

const ALLOWANCE: FeeSource = {
  title: 'Revolut – How does the commission-free allowance work? (helpcentrum, Luxemburg)',
  url: 'https://help.revolut.com/en-LU/help/wealth/order-execution-fees-and-limits/commission-free-trading-allowance',
};
const TRADING_FEES: FeeSource = {
  title: 'Revolut – What fees will I be charged for my trading? (helpcentrum, Australië)',
  url: 'https://help.revolut.com/en-AU/help/wealth/stocks/trading-stocks/trading-fees/what-fees-will-i-be-charged-for-my-trading/',
};
const PREMIUM_FEES: FeeSource = {
  title: 'Revolut – Personal Fees (Premium), Liechtenstein',
  url: 'https://www.revolut.com/en-LI/legal/premium-fees/',
};
const METAL_FEES: FeeSource = {
  title: 'Revolut – Personal Fees (Metal), Ierland',
  url: 'https://www.revolut.com/en-IE/legal/metal-fees',
};
const EXCHANGE_FEES: FeeSource = {
  title: 'Revolut – Will I be charged for exchanging foreign currencies? (helpcentrum, Liechtenstein)',
  url: 'https://help.revolut.com/en-LI/help/wealth/exchanging-money/how-much-does-it-cost-to-make-an-exchange/will-i-be-charged-for-exchanging-foreign-currencies/',
};
const TERMS: FeeSource = {
  title: 'Revolut Securities Europe UAB – Terms and Conditions',
  url: 'https://www.revolut.com/en-IS/legal/investment-services-terms/',
};

const CHECKED = '2026-11-28';
const read = (source: FeeSource): Reading => ({ ...undatedPage(source, CHECKED), confirmed: false });
const notDutch = 'een Nederlandse tarievenpagina van Revolut konden we niet lezen';

/** US shares and ETFs; European exchanges as far as Revolut offers them (not confirmed one by one). */
const REVOLUT_MARKETS: readonly MarketId[] = ['us', 'euronext-amsterdam', 'xetra'];

export const home: ProviderHome = {
  facts: {
    markets: 'De VS en Europese beurzen',
    features: ['Beleggen in de bank-app', 'Fractionele aandelen', 'Gratis orders per maand, per abonnement'],
    rating: null,
    url: 'https://www.revolut.com/nl-NL/',
    affiliate: false,
    updated: CHECKED,
  },
  profile: {
    description:
      "Revolut is een Europese fintech met een bank-app waarin je ook in aandelen en ETF's belegt, ook in delen van een aandeel. Elk abonnement geeft een aantal orders per maand zonder commissie (Standard 1, Metal 10); daarna kost een order 0,25%. De beleggingsdienst komt van Revolut Securities Europe UAB in Litouwen.",
    users: 'Gebruikers van de Revolut-app die af en toe met kleine bedragen willen beleggen.',
    customerService: 'Via de chat in de app.',
    platformUsage:
      'Beleggen zit in de Revolut-app, naast betalen en sparen; eenvoudig, met fractionele aandelen en periodiek beleggen in ETF’s.',
    regulation:
      'Revolut Securities Europe UAB (Litouwen) is een beleggingsonderneming onder toezicht van de Bank of Lithuania. Effecten vallen onder het Litouwse beleggerscompensatiestelsel (bedrag niet bevestigd voor Nederlandse klanten). Geld op je Revolut-rekening staat bij Revolut Bank UAB, met Litouwse depositogarantie tot € 100.000 (niet bevestigd op een Nederlandse pagina).',
    pros: [
      'Een paar orders per maand zonder commissie',
      'Beleggen in dezelfde app als je betaalrekening',
      'Fractionele aandelen vanaf kleine bedragen',
    ],
    cons: [
      'Na de gratis orders kost elke order 0,25%',
      'Meer gratis orders alleen met een betaald abonnement',
      'Minder beurzen en effecten dan de grote brokers',
      'De tarieven vonden we niet op een Nederlandse pagina',
      'Valutakosten bij orders in dollars onbekend: niet meegeteld, dus Revolut kan goedkoper lijken dan het is',
    ],
    protection: {
      depositGuarantee:
        'Geld op je Revolut-rekening staat bij Revolut Bank UAB: Litouwse depositogarantie tot € 100.000 (niet bevestigd op een Nederlandse pagina).',
      investorCompensation:
        'Litouws beleggerscompensatiestelsel voor effecten bij Revolut Securities Europe UAB (bedrag niet bevestigd voor Nederlandse klanten).',
      supervisor: 'Bank of Lithuania.',
    },
    sources: [
      { title: TERMS.title, url: TERMS.url, checked: CHECKED, confirmed: false },
      { title: ALLOWANCE.title, url: ALLOWANCE.url, checked: CHECKED, confirmed: false },
    ],
    notCounted: [
      'Bewaarkosten: Revolut noemt een klein percentage per jaar over de marktwaarde, maandelijks ingehouden (Australisch helpcentrum); het percentage voor Nederland vonden we niet',
      'Valuta wisselen bij orders in dollars: op werkdagen zonder toeslag binnen een limiet per abonnement, in het weekend 1% en bij Standard boven de limiet 1% (helpcentrum voor Liechtenstein); de limiet voor Nederland en of orders eronder vallen vonden we niet, dus de valutakosten zijn onbekend en niet meegeteld',
      'Het abonnement Plus: de maandprijs vonden we niet',
    ],
  },
  corrections: [],
};

/** The order fee beyond the free orders: 0,25% (the minimum per order for the Netherlands was not found). */
const ORDER_NOTE = `0,25% per order na de gratis orders van de maand (aandelen en ETF's samen); het minimum per order voor Nederland vonden we niet (in Australië A$ 1,99); ${notDutch}`;

/**
 * What Revolut's own EEA help page (Liechtenstein) says about exchanging currencies, and why it still does not price
 * the conversion of a share order: the allowance for the Netherlands and whether orders use it were not found.
 */
const FX_READING =
  'valutakosten onbekend, niet meegeteld: Revolut rekent op werkdagen niets binnen de ‘fair usage’-limiet van je abonnement, in het weekend 1% en bij Standard boven de limiet 1% extra (Plus 0,5%), volgens het helpcentrum voor Liechtenstein; hoe hoog die limiet in Nederland is en of een order in dollars daaronder valt, vonden we niet (het Australische helpcentrum noemt een wisseltoeslag bij het storten op je beleggingsrekening). Revolut kan in de vergelijking daardoor goedkoper lijken dan het is';

/** The parts alike in every plan: the conversion and the ETF plan. */
const common: readonly TariffComponent[] = [
  orderFxNotFound({ ...read(EXCHANGE_FEES), note: FX_READING }),
  savingsPlan('all', fee.free, {
    ...read(ALLOWANCE),
    note: `periodieke aankopen van een ETF-beleggingsplan tellen niet mee voor de gratis orders; ${notDutch}`,
  }),
];

/** A plan with its monthly fee and its free orders a month. */
function plan(
  id: string,
  name: string,
  freeOrders: number,
  monthly: number,
  monthlySource: FeeSource,
): BrokerTariff['plans'][number] {
  return {
    id,
    name,
    components: [
      {
        ...order('order', REVOLUT_MARKETS, fee.percentage(0.25), { ...read(TRADING_FEES), note: ORDER_NOTE }),
        freeOrdersPerMonth: freeOrders,
      },
      service('subscription', 'month', monthly === 0 ? fee.free : fee.flat(monthly), {
        ...read(monthlySource),
        note: `abonnement ${name}, voor de hele app; ${notDutch}`,
      }),
      ...common,
    ],
  };
}

export const tariff: BrokerTariff = {
  broker: 'revolut',
  plans: [
    plan('standard', 'Revolut Standard', 1, 0, ALLOWANCE),
    plan('premium', 'Revolut Premium', 5, 8.99, PREMIUM_FEES),
    plan('metal', 'Revolut Metal', 10, 13.99, METAL_FEES),
  ],
};

const notPublished: LeavingReading = {
  ...leavingReading(
    TERMS,
    'in de gelezen voorwaarden vonden we geen tarief voor het overboeken van effecten naar of van een andere broker',
  ),
  confirmed: false,
};

export const leaving: LeavingCosts = {
  transferOut: { ...notPublished, fee: null, per: 'position' },
  transferIn: { ...notPublished, fee: null, per: 'position' },
  fractions: { ...notPublished, rule: null, note: 'of fractionele aandelen mee overgaan, vonden we niet' },
  route: {
    ...notPublished,
    how: 'own-form',
    note: 'hoe je een overboeking aanvraagt, vonden we niet; DACSI is de dienst van Nederlandse banken en DEGIRO, dus vermoedelijk een verzoek bij Revolut zelf',
  },
};
