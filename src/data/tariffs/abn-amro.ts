// ABN AMRO Zelf Beleggen Basis for Dutch clients: a tiered service fee on the portfolio, ETFs without order fee. The
// current tariff card could not be read for this model: the service fee and the ETF order fee (free since April 2022
// for the ETFs of the Basic selection) are from copies of ABN AMRO's tariff card (in nicwortel/indexfondsenvergelijken.nl,
// data/brokers.json, last changed 11 April 2022), the share order fee from the 2021 tariff card (its ETF fee then), so
// every figure is unconfirmed. Which ETFs are in the Basic selection we could not read: the membership list is empty,
// so only a reader who ticks 'in de gratis of kernselectie' (and picks no ETF) gets the free ETF orders.
import { ALL_MARKETS } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

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

const checked = '2026-11-25';
/** The day the ETF rules below were re-read for issue 36 (nothing newer than the 2022 copy was found). */
const rechecked = '2026-11-27';
/** The dates of the tariff card copies read; when the figures took effect was not found (validFromSeen). */
const card2021 = '2021-03-11';
const etfFreeSince = '2022-04-11';
const copyNote = 'uit een kopie van de tarievenkaart (2022); de actuele tarievenkaart konden we niet lezen';
/** The markets ABN AMRO names: the Dutch exchange, European exchanges, the Nasdaq and the NYSE. */
const OFFERED = ALL_MARKETS.filter((market) => market !== 'tradegate' && market !== 'warsaw');

export const ABN_AMRO: BrokerTariff = {
  broker: 'abn-amro',
  plans: [
    {
      id: 'basis',
      name: '',
      components: [
        {
          key: 'order',
          part: 'order',
          markets: OFFERED,
          fee: { kind: 'base-plus-percentage', base: 5, percent: 0.05 },
          source: CARD_2021,
          checked,
          validFrom: card2021,
          validFromSeen: true,
          confirmed: false,
          note: 'het tarief per order van de tarievenkaart van maart 2021 (toen ook voor ETF’s); het actuele aandelentarief konden we niet lezen',
        },
        {
          key: 'order-etf-basic',
          part: 'order',
          markets: ['euronext-amsterdam'],
          assets: 'etf',
          selection: 'Basic-selectie',
          fee: { kind: 'flat', amount: 0 },
          source: CARD,
          checked: rechecked,
          validFrom: etfFreeSince,
          validFromSeen: true,
          confirmed: false,
          note: `ETF’s uit de Basic-selectie zonder orderkosten sinds april 2022; andere ETF’s tegen het gewone ordertarief; ${copyNote}`,
        },
        {
          key: 'order-not-offered',
          part: 'order',
          markets: ['tradegate', 'warsaw'],
          fee: { kind: 'not-offered' },
          source: ORDERS,
          checked,
          validFrom: card2021,
          validFromSeen: true,
          confirmed: false,
          note: 'ABN AMRO noemt de Nederlandse beurs, Europese beurzen, de Nasdaq en de NYSE; Tradegate en Warschau vonden we niet',
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'flat', amount: 0 },
          source: CARD,
          checked,
          validFrom: card2021,
          validFromSeen: true,
          confirmed: false,
          note: 'valutakosten vonden we niet in de bron; niet meegeteld',
        },
        {
          key: 'savings-plan',
          part: 'savings-plan',
          scope: 'core',
          fee: { kind: 'flat', amount: 0 },
          source: CARD,
          checked: rechecked,
          validFrom: etfFreeSince,
          validFromSeen: true,
          confirmed: false,
          note: `alleen ETF’s uit de Basic-selectie zonder orderkosten sinds april 2022; ${copyNote}`,
        },
        {
          key: 'service',
          part: 'service',
          period: 'year',
          fee: {
            kind: 'tiered',
            tiers: [
              { upTo: 100_000, percent: 0.2 },
              { upTo: 400_000, percent: 0.12 },
              { upTo: null, percent: 0.06 },
            ],
          },
          source: CARD,
          checked,
          validFrom: card2021,
          validFromSeen: true,
          confirmed: false,
          note: `per kwartaal een kwart hiervan, over de waarde aan het eind van het kwartaal; ${copyNote}`,
        },
      ],
    },
  ],
  selections: [
    {
      selection: 'Basic-selectie',
      isins: [],
      source: CARD,
      checked: rechecked,
      validFrom: etfFreeSince,
      validFromSeen: true,
      confirmed: false,
      note: 'welke ETF’s in de Basic-selectie zitten, konden we niet lezen; vink het vakje aan als de jouwe erin zit',
    },
  ],
};
