// DEGIRO's tariff for Dutch clients (one plan, 'Basic'). Current figures from degiro.nl; the
// 15 May 2023 tariff overview was read in a copy of DEGIRO's PDF, so its date is marked unconfirmed. That overview
// prices trackers (ETFs) at € 2,00 on every exchange and the ETF core selection at € 0,00, each plus the € 1,00
// handling fee; shares on Xetra, Paris and the other European exchanges at € 3,90, on Tradegate without handling
// fee. The schedule of 1 January 2026 has the same figures and no fair-use clause on the core selection (a third
// party's reading, September 2026; DEGIRO's own copy we could not read). Which ETFs are in the core selection we
// could not read either: the membership list is empty (tick 'in de gratis of kernselectie' for yours).
import { OUTSIDE_AMSTERDAM } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const TARIFFS: FeeSource = { title: 'DEGIRO – Tarieven', url: 'https://www.degiro.nl/tarieven' };
const OVERVIEW: FeeSource = {
  title: 'DEGIRO – Tarievenoverzicht (pdf)',
  url: 'https://www.degiro.nl/data/pdf/Tarievenoverzicht.pdf',
};
const FAQ_CONNECTIVITY: FeeSource = {
  title: 'DEGIRO – Gebühren (helpcenter, Duitsland)',
  url: 'https://www.degiro.de/helpcenter/faq/geb-hren/1179',
};

/** Figures compiled from degiro.nl for the site before this model (the repository's earlier fees.ts). */
const compiled = '2026-11-22';
/** Figures read for this model. */
const checked = '2026-11-25';
/** The tariff of 15 May 2023 (commission plus € 1,00 handling fee per order); still the tariff on degiro.nl. */
const since2023 = '2023-05-15';
const overviewCopy = 'gelezen in een kopie van het tarievenoverzicht van 15 mei 2023';
/** The day the ETF, Tradegate and Brussels rules were re-read for issue 36. */
const rechecked = '2026-11-27';
const schedule2026 =
  'volgens een lezing door derden (september 2026) van het tarievenoverzicht van 1 januari 2026 gelijk gebleven';

const commissionPlusHandling = (commission: number) =>
  ({
    kind: 'sum',
    parts: [
      { label: 'commission', fee: { kind: 'flat', amount: commission } },
      { label: 'handling', fee: { kind: 'flat', amount: 1 } },
    ],
  }) as const;

export const DEGIRO: BrokerTariff = {
  broker: 'degiro',
  plans: [
    {
      id: 'basic',
      name: '',
      components: [
        {
          key: 'order-nl',
          part: 'order',
          markets: ['euronext-amsterdam'],
          fee: commissionPlusHandling(2),
          source: TARIFFS,
          checked: compiled,
          validFrom: since2023,
        },
        {
          key: 'order-be',
          part: 'order',
          markets: ['euronext-brussels'],
          fee: commissionPlusHandling(2),
          source: OVERVIEW,
          checked,
          validFrom: since2023,
          confirmed: false,
          note: overviewCopy,
        },
        {
          key: 'order-etf',
          part: 'order',
          markets: ['euronext-amsterdam', ...OUTSIDE_AMSTERDAM.filter((market) => market !== 'us')],
          assets: 'etf',
          fee: commissionPlusHandling(2),
          source: OVERVIEW,
          checked: rechecked,
          validFrom: since2023,
          confirmed: false,
          note: `trackers (ETF’s) op elke beurs: € 2,00 plus de handling fee, ook op Xetra en Parijs; ${overviewCopy}; ${schedule2026}`,
        },
        {
          key: 'order-etf-core',
          part: 'order',
          markets: ['euronext-amsterdam', ...OUTSIDE_AMSTERDAM.filter((market) => market !== 'us')],
          assets: 'etf',
          selection: 'kernselectie',
          fee: { kind: 'sum', parts: [{ label: 'handling', fee: { kind: 'flat', amount: 1 } }] },
          source: OVERVIEW,
          checked: rechecked,
          validFrom: since2023,
          confirmed: false,
          note: `ETF uit de kernselectie, alleen op de notering in die selectie: alleen de handling fee; ${overviewCopy}; ${schedule2026}, zonder fair-usebeleid`,
        },
        {
          key: 'order-tradegate',
          part: 'order',
          markets: ['tradegate'],
          fee: { kind: 'sum', parts: [{ label: 'commission', fee: { kind: 'flat', amount: 3.9 } }] },
          source: OVERVIEW,
          checked: rechecked,
          validFrom: since2023,
          confirmed: false,
          note: `aandelen op Tradegate: zonder handling fee; ${overviewCopy}`,
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: commissionPlusHandling(1),
          source: TARIFFS,
          checked: compiled,
          validFrom: since2023,
        },
        {
          key: 'order-europe',
          part: 'order',
          markets: ['euronext-paris', 'euronext-milan', 'euronext-lisbon', 'xetra', 'lse', 'six', 'nordics', 'warsaw'],
          fee: commissionPlusHandling(3.9),
          source: OVERVIEW,
          checked,
          validFrom: since2023,
          confirmed: false,
          note: overviewCopy,
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: TARIFFS,
          checked: compiled,
          validFrom: since2023,
          note: 'AutoFX',
        },
        {
          key: 'dividend-fx',
          part: 'dividend-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: TARIFFS,
          checked,
          validFrom: since2023,
          confirmed: false,
          note: 'AutoFX; dat het ook voor dividend geldt, vonden we niet bevestigd',
        },
        {
          key: 'connectivity',
          part: 'connectivity',
          // Euronext Brussels is in DEGIRO's home group with Amsterdam: no connectivity fee there.
          markets: OUTSIDE_AMSTERDAM.filter((market) => market !== 'euronext-brussels'),
          fee: { kind: 'percentage', percent: 0.25, max: 2.5 },
          source: FAQ_CONNECTIVITY,
          checked,
          validFrom: since2023,
          confirmed: false,
          note: 'per beurs buiten Euronext Amsterdam en Brussel, per jaar waarin je er handelt of een positie hebt; NYSE en Nasdaq apart; maximaal 0,25% van de rekeningwaarde',
        },
        {
          key: 'savings-plan-core',
          part: 'savings-plan',
          scope: 'core',
          fee: { kind: 'sum', parts: [{ label: 'handling', fee: { kind: 'flat', amount: 1 } }] },
          source: OVERVIEW,
          checked,
          validFrom: since2023,
          confirmed: false,
          note:
            'ETF uit de kernselectie, alleen op de notering in die selectie: alleen de handling fee; ' + overviewCopy,
        },
      ],
    },
  ],
  selections: [
    {
      selection: 'kernselectie',
      isins: [],
      source: { title: 'DEGIRO – ETF Kernselectie', url: 'https://www.degiro.nl/tarieven/etf-kernselectie' },
      checked: rechecked,
      validFrom: since2023,
      confirmed: false,
      note: 'welke ETF’s in de kernselectie zitten, konden we niet lezen; vink het vakje aan als de jouwe erin zit',
    },
  ],
};
