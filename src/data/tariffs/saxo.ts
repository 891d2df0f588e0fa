// Saxo's tariff for Dutch clients ('Zelf Beleggen', the Bronze tier). Three tariffs are in the data:
// - 'Zelf Beleggen Green' until 12 May 2024 (read at indexfondsenvergelijken.nl, unconfirmed);
// - the tariff of 13 May 2024: Saxo's own Dutch article of 7 May 2024 gives the date ('Per 13 mei') and the order
//   minimums (€ 2 on EU shares, $ 1 on US shares), its Dutch commission page the 0,08%; the service fee and the
//   AutoInvest plans from Saxo's Dutch pricing PDF as indexfondsenvergelijken.nl recorded it (unconfirmed);
// - from 15 November 2025 no minimum commission and 8 basis points for the lowest tier ('Classic') on the main
//   exchanges: Saxo's English help centre ('Saxo Pricing Update'); that it holds for Dutch clients we did not find on
//   a Dutch page, so those components are unconfirmed.
// - the sources conflict: a September 2026 reading of Saxo's multi-country commission table still shows 'Euronext
//   0,08%, min € 2' and a Xetra minimum of € 3. Both readings are in the data (`readings`); the model prices the one
//   that costs the reader more, and the pages show both with their sources and dates.
import { EURONEXT_ABROAD, EUROPE_OUTSIDE_AMSTERDAM } from './markets.ts';
import type { BrokerTariff, ConflictingReading, FeeSource } from './types.ts';

const saxo = (page: string, path: string): FeeSource => ({
  title: `Saxo – ${page}`,
  url: `https://www.home.saxo/nl-nl/rates-and-conditions/${path}`,
});
const COMMISSIONS = saxo('Commissies aandelen', 'stocks/commissions');
const CONVERSION = saxo('Valutaconversiekosten', 'currency-conversion-fees');
const PRICING_2024: FeeSource = {
  title: 'Saxo – Tarieven Zelf Beleggen (pdf, 2024)',
  url: 'https://www.home.saxo/-/media/documents/regional/nl/pricing-unified.pdf',
};
const PRICING_BEFORE_2024: FeeSource = {
  title: 'Saxo – Tarieven Zelf Beleggen Green (pdf, vóór mei 2024)',
  url: 'https://www.home.saxo/-/media/documents/regional/nl/Pricing-Standard.pdf',
};
const NEW_PRICES_2024: FeeSource = {
  title: 'Saxo – Flexibeler beleggen met onze nieuwe lage prijzen (7 mei 2024)',
  url: 'https://home.saxo/nl-nl/content/articles/thought-starters/flexibeler-beleggen-met-onze-nieuwe-lage-prijzen-07052024',
};
const PRICING_UPDATE_2025: FeeSource = {
  title: 'Saxo – Saxo Pricing Update (helpcentrum, Engelstalig; geldig vanaf 15 november 2025)',
  url: 'https://www.help.saxo/hc/en-gb/articles/30822149576349-Saxo-Pricing-Update',
};

const compiled = '2026-11-22';
const checked = '2026-11-25';
/** 'Per 13 mei kunt u nog voordeliger beleggen' (Saxo's Dutch article of 7 May 2024). */
const since2024 = '2024-05-13';
const until2024 = '2024-05-12';
/** 'This guide covers the changes effective from November 15th, 2025' (Saxo Pricing Update). */
const since2025 = '2025-11-15';
const until2025 = '2025-11-14';
/** The conversion fee's start date was not found; the date indexfondsenvergelijken.nl recorded the 2024 tariff. */
const fxSeen = '2024-04-15';
const fxNote =
  'de Saxo Pricing Update van 15 november 2025 heeft een punt over valuta dat we niet volledig konden lezen; het kan dit tarief wijzigen';
const viaThirdParty = 'bedragen gelezen bij indexfondsenvergelijken.nl, niet op de pagina van Saxo zelf';
const date2024 =
  'ingangsdatum 13 mei 2024 uit het Nederlandse artikel van Saxo (7 mei 2024) over de nieuwe tarieven; ' +
  viaThirdParty;
const rate2024 =
  '0,08% van de orderwaarde volgens de Nederlandse commissiepagina van Saxo; minimum en ingangsdatum (13 mei 2024) uit het Nederlandse artikel van Saxo van 7 mei 2024';
const update2025 =
  'geen minimumcommissie meer vanaf 15 november 2025, 8 basispunten voor de laagste klantcategorie (Classic); gelezen in het Engelstalige helpcentrum van Saxo, of dit ook voor Nederlandse klanten geldt vonden we niet op een Nederlandse pagina';

/** The reading of Saxo's multi-country table in September 2026 (a third party's; we could not read the table). */
const tableRead = '2026-09-15';
const tableNote =
  'Saxo’s tabel met tarieven per land, zoals een derde die in september 2026 las; zelf konden we de tabel niet lezen';
const tableReading = (min: number): ConflictingReading => ({
  fee: { kind: 'percentage', percent: 0.08, min },
  source: COMMISSIONS,
  checked: tableRead,
  note: tableNote,
  confirmed: false,
});

export const SAXO: BrokerTariff = {
  broker: 'saxo',
  plans: [
    {
      id: 'zelf-beleggen',
      name: '',
      components: [
        {
          key: 'order-euronext',
          part: 'order',
          markets: ['euronext-amsterdam'],
          fee: { kind: 'percentage', percent: 0.1, min: 6, max: 150 },
          source: PRICING_BEFORE_2024,
          checked,
          validFrom: '2021-10-29',
          validFromSeen: true,
          validUntil: until2024,
          confirmed: false,
          note: 'ETF-tarief van Zelf Beleggen Green; ' + viaThirdParty,
        },
        {
          key: 'order-euronext',
          part: 'order',
          markets: ['euronext-amsterdam'],
          fee: { kind: 'percentage', percent: 0.08, min: 2 },
          source: NEW_PRICES_2024,
          checked,
          validFrom: since2024,
          validUntil: until2025,
          note: rate2024,
        },
        {
          key: 'order-euronext',
          part: 'order',
          markets: ['euronext-amsterdam'],
          fee: { kind: 'percentage', percent: 0.08 },
          source: PRICING_UPDATE_2025,
          checked,
          validFrom: since2025,
          confirmed: false,
          note: update2025,
          readings: [tableReading(2)],
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: { kind: 'percentage', percent: 0.08, min: 1, currency: 'USD' },
          source: NEW_PRICES_2024,
          checked,
          validFrom: since2024,
          validUntil: until2025,
          note: rate2024,
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: { kind: 'percentage', percent: 0.08, currency: 'USD' },
          source: PRICING_UPDATE_2025,
          checked,
          validFrom: since2025,
          confirmed: false,
          note: 'NASDAQ, NYSE en NYSE American; ' + update2025,
        },
        {
          key: 'order-europe',
          part: 'order',
          markets: EUROPE_OUTSIDE_AMSTERDAM,
          fee: { kind: 'percentage', percent: 0.08, min: 2 },
          source: COMMISSIONS,
          checked,
          validFrom: since2024,
          validUntil: until2025,
          confirmed: false,
          note: 'aangenomen gelijk aan Euronext Amsterdam; de tarieven per beurs vonden we niet bevestigd (minima in lokale valuta)',
        },
        {
          key: 'order-europe',
          part: 'order',
          markets: EUROPE_OUTSIDE_AMSTERDAM.filter((market) => market !== 'xetra' && !EURONEXT_ABROAD.includes(market)),
          fee: { kind: 'percentage', percent: 0.08 },
          source: PRICING_UPDATE_2025,
          checked,
          validFrom: since2025,
          confirmed: false,
          note:
            'de pagina noemt Londen, Zwitserland, Kopenhagen, Helsinki en Stockholm; voor Oslo, Warschau en Tradegate aangenomen gelijk; ' +
            update2025,
        },
        {
          key: 'order-euronext-abroad',
          part: 'order',
          markets: EURONEXT_ABROAD,
          fee: { kind: 'percentage', percent: 0.08 },
          source: PRICING_UPDATE_2025,
          checked,
          validFrom: since2025,
          confirmed: false,
          note: 'de pagina noemt Milaan, Parijs en Lissabon; voor Brussel aangenomen gelijk; ' + update2025,
          readings: [tableReading(2)],
        },
        {
          key: 'order-xetra',
          part: 'order',
          markets: ['xetra'],
          fee: { kind: 'percentage', percent: 0.08 },
          source: PRICING_UPDATE_2025,
          checked,
          validFrom: since2025,
          confirmed: false,
          note: update2025,
          readings: [tableReading(3)],
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: CONVERSION,
          checked: compiled,
          validFrom: fxSeen,
          validFromSeen: true,
          confirmed: false,
          note: fxNote,
        },
        {
          key: 'dividend-fx',
          part: 'dividend-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: CONVERSION,
          checked,
          validFrom: fxSeen,
          validFromSeen: true,
          confirmed: false,
          note: 'aangenomen gelijk aan de conversie bij orders; ' + fxNote,
        },
        {
          key: 'service',
          part: 'service',
          period: 'month',
          fee: { kind: 'base-plus-percentage', base: 3.5, percent: 0.01, max: 48.5 },
          source: PRICING_BEFORE_2024,
          checked,
          validFrom: '2021-10-29',
          validFromSeen: true,
          validUntil: until2024,
          confirmed: false,
          note: 'Zelf Beleggen Green; ' + viaThirdParty,
        },
        {
          key: 'service',
          part: 'service',
          period: 'month',
          fee: { kind: 'percentage', percent: 0.01, max: 40 },
          source: PRICING_2024,
          checked,
          validFrom: since2024,
          confirmed: false,
          note: 'per maand over de waarde van de portefeuille; ' + date2024,
        },
        {
          key: 'savings-plan-core',
          part: 'savings-plan',
          scope: 'core',
          fee: { kind: 'flat', amount: 0 },
          source: PRICING_2024,
          checked,
          validFrom: since2024,
          confirmed: false,
          note: 'AutoInvest, alleen voor de ETF’s in die selectie; ' + date2024,
        },
      ],
    },
  ],
};
