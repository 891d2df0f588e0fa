// ABN AMRO Zelf Beleggen Basis: facts, profile and tariff for Dutch clients: a tiered service fee on the portfolio,
// ETFs without order fee. The current tariff card could not be read for this model: the service fee and the ETF order
// fee (free since April 2022) are from copies of ABN AMRO's tariff card (in nicwortel/indexfondsenvergelijken.nl,
// data/brokers.json, last changed 11 April 2022), the share order fee from the 2021 tariff card (its ETF fee then), so
// every figure is unconfirmed. What could not be confirmed on ABN AMRO's own current page says so in words ('niet
// bevestigd'). ETF orders are free only for the ETFs of the Basic selection (about 200 ETFs); which ETFs those are we
// could not read, so every ETF is 'onbekend' there (a partial, empty list) and the box 'in de gratis of kernselectie'
// decides, for a picked ETF too. ABN AMRO's own list of the selection was not found on 28 November 2026.
import { allMarketsBut } from '../tariffs/markets.ts';
import { AFM_COMPENSATION, DUTCH_BANK_PROTECTION, DUTCH_BANK_SUPERVISION } from './dutchBank.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, FX_NOT_FOUND, onePlan, order, savingsPlan, service, orderFxNotFound } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { NOT_IN_TARIFF, dacsiRoute, leavingReading } from './leavingSources.ts';

const CARD: FeeSource = {
  title: 'ABN AMRO – Tarievenkaart Zelf Beleggen Basis (pdf)',
  url: 'https://www.abnamro.nl/nl/media/tarievenkaart_zelf_beleggen_basis_tcm16-28428.pdf',
};
const CARD_2021: FeeSource = {
  title: 'ABN AMRO – Tarievenkaart Zelf Beleggen Basis, maart 2021 (pdf)',
  url: 'https://www.abnamro.nl/nl/media/21.060.033%20Tarievenkaart%20Zelf%20Beleggen%20Basis%20MP%20opm.%2021.03.11%20DEF_tcm16-106217.pdf',
};
const ORDERS: FeeSource = {
  title: 'ABN AMRO – Orders opgeven',
  url: 'https://www.abnamro.nl/nl/prive/beleggen/service/beleggingsorders/index.html',
};

export const home: ProviderHome = {
  facts: {
    markets: 'Euronext, Europese beurzen, NYSE en Nasdaq',
    features: ['Bij je eigen bank', "ETF's zonder orderkosten", 'Beursorderdesk per telefoon'],
    rating: null,
    affiliate: false,
    url: 'https://www.abnamro.nl/nl/prive/beleggen/index.html',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "Met Zelf Beleggen Basis belegt een ABN AMRO-klant zelf in aandelen, ETF's, beleggingsfondsen en obligaties via Internet Bankieren en de app. Je betaalt servicekosten als percentage van je belegd vermogen, in schijven, en orderkosten voor aandelen.",
    users: 'Klanten van ABN AMRO die zelf willen beleggen vanuit hun eigen bank.',
    customerService:
      'Nederlandstalig; orders kunnen ook telefonisch via de Beursorderdesk (werkdagen 8.00–22.00, zaterdag 9.00–17.30 uur).',
    platformUsage:
      'Beleggen via Internet Bankieren, de Mobiel Bankieren-app en Mijn Dealingroom; orders op de Nederlandse beurs, Europese beurzen, de NYSE en de Nasdaq.',
    regulation: `ABN AMRO Bank N.V., ${DUTCH_BANK_SUPERVISION}`,
    pros: [
      'Beleggen bij je eigen bank',
      "ETF's zonder orderkosten (niet bevestigd voor het huidige tarief)",
      'Orders ook per telefoon via de Beursorderdesk',
    ],
    cons: [
      'Servicekosten over je hele belegd vermogen',
      'Orderkosten voor aandelen hoger dan bij de goedkope brokers',
      'Minder beurzen dan een gespecialiseerde broker',
    ],
    protection: DUTCH_BANK_PROTECTION,
    sources: [
      {
        title: 'ABN AMRO – Tarievenkaart Zelf Beleggen Basis',
        url: 'https://www.abnamro.nl/nl/media/tarievenkaart_zelf_beleggen_basis_tcm16-28428.pdf',
        checked: '2026-11-25',
        confirmed: false,
      },
      { ...ORDERS, checked: '2026-11-25', confirmed: true },
      AFM_COMPENSATION,
    ],
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order', 'order-etf-basic'],
      wrong: 'elke order, ook van een ETF uit de Basic-selectie, kostte € 5 + 0,05%',
      now: 'ETF’s uit de Basic-selectie kosten geen orderkosten (sinds april 2022); andere ETF’s en aandelen € 5 + 0,05%',
      source: CARD,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['savings-plan'],
      wrong: 'elke maandelijkse ETF-aankoop was gratis',
      now: 'alleen een ETF uit de Basic-selectie koop je zonder orderkosten',
      source: CARD,
    },
  ],
};

/** The dates of the tariff card copies read; when the figures took effect was not found (validFromSeen). */
const card2021: Reading = {
  source: CARD,
  checked: '2026-11-25',
  validFrom: '2021-03-11',
  validFromSeen: true,
  confirmed: false,
};
const etfFreeSince = '2022-04-11';
const copyNote = 'uit een kopie van de tarievenkaart (2022); de actuele tarievenkaart konden we niet lezen';
/** The ETF rules as re-read on their `checked` date (nothing newer than the 2022 copy was found). */
const etfRules: Reading = { ...card2021, checked: '2026-11-27', validFrom: etfFreeSince };
const BASIC = 'Basic-selectie';

export const tariff: BrokerTariff = {
  ...onePlan('abn-amro', 'basis', [
    // The markets ABN AMRO names: the Dutch exchange, European exchanges, the Nasdaq and the NYSE.
    order('order', allMarketsBut('tradegate', 'warsaw'), fee.basePlusPercentage(5, 0.05), {
      ...card2021,
      source: CARD_2021,
      note: 'het tarief per order van de tarievenkaart van maart 2021 (toen ook voor ETF’s); het actuele aandelentarief konden we niet lezen',
    }),
    order(
      'order-etf-basic',
      ['euronext-amsterdam'],
      fee.free,
      {
        ...etfRules,
        note: `ETF’s uit de Basic-selectie zonder orderkosten sinds april 2022; andere ETF’s tegen het gewone ordertarief; ${copyNote}`,
      },
      { assets: 'etf', selection: BASIC },
    ),
    order('order-not-offered', ['tradegate', 'warsaw'], fee.notOffered, {
      ...card2021,
      source: ORDERS,
      note: 'ABN AMRO noemt de Nederlandse beurs, Europese beurzen, de Nasdaq en de NYSE; Tradegate en Warschau vonden we niet',
    }),
    orderFxNotFound({ ...card2021, note: FX_NOT_FOUND }),
    {
      ...savingsPlan('core', fee.free, {
        ...etfRules,
        note: `alleen ETF’s uit de Basic-selectie zonder orderkosten sinds april 2022; ${copyNote}`,
      }),
      // The key it had when every ETF was (wrongly) free: the correction is logged under it.
      key: 'savings-plan',
    },
    service(
      'service',
      'year',
      fee.tiered([
        [100_000, 0.2],
        [400_000, 0.12],
        [null, 0.06],
      ]),
      {
        ...card2021,
        note: `per kwartaal een kwart hiervan, over de waarde aan het eind van het kwartaal; ${copyNote}`,
      },
    ),
  ]),
  selections: [
    {
      selection: BASIC,
      isins: [],
      partial: true,
      ...etfRules,
      note: 'welke ETF’s in de Basic-selectie zitten, konden we niet lezen; vink het vakje aan als de jouwe erin zit',
    },
  ],
};

/** What leaving ABN AMRO costs: a DACSI participant; no transfer fee in the tariff we could read. */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(CARD, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(CARD, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(CARD, 'of fracties worden overgeboekt of verkocht, staat niet in het tarievenoverzicht'),
    rule: null,
  },
  route: dacsiRoute('2013-03-01'),
};
