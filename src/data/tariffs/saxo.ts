// Saxo's tariff for Dutch clients ('Zelf Beleggen', the Bronze tier). The order fees come from Saxo's
// Dutch commission pages; the service fee and the AutoInvest plans from Saxo's Dutch pricing PDF as
// indexfondsenvergelijken.nl recorded it (2024), so they are marked unconfirmed. The tariff before
// 15 April 2024 ('Zelf Beleggen Green') stays in the data as superseded.
import { EUROPE_OUTSIDE_AMSTERDAM } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

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
  title: 'Saxo – Tarieven Zelf Beleggen Green (pdf, vóór april 2024)',
  url: 'https://www.home.saxo/-/media/documents/regional/nl/Pricing-Standard.pdf',
};

const compiled = '2026-11-22';
const checked = '2026-11-25';
/** The date indexfondsenvergelijken.nl recorded the 2024 tariff; Saxo's own date was not found (validFromSeen). */
const since2024 = '2024-04-15';
const viaThirdParty =
  'ingangsdatum en bedragen gelezen bij indexfondsenvergelijken.nl, niet op de pagina van Saxo zelf';

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
          validUntil: '2024-04-14',
          confirmed: false,
          note: 'ETF-tarief van Zelf Beleggen Green; ' + viaThirdParty,
        },
        {
          key: 'order-euronext',
          part: 'order',
          markets: ['euronext-amsterdam'],
          fee: { kind: 'percentage', percent: 0.08, min: 2 },
          source: COMMISSIONS,
          checked: compiled,
          validFrom: since2024,
          validFromSeen: true,
          confirmed: false,
          note: 'ingangsdatum: ' + viaThirdParty,
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: { kind: 'percentage', percent: 0.08, min: 1, currency: 'USD' },
          source: COMMISSIONS,
          checked: compiled,
          validFrom: since2024,
          validFromSeen: true,
          confirmed: false,
          note: 'ingangsdatum: ' + viaThirdParty,
        },
        {
          key: 'order-europe',
          part: 'order',
          markets: EUROPE_OUTSIDE_AMSTERDAM,
          fee: { kind: 'percentage', percent: 0.08, min: 2 },
          source: COMMISSIONS,
          checked,
          validFrom: since2024,
          validFromSeen: true,
          confirmed: false,
          note: 'aangenomen gelijk aan Euronext Amsterdam; de tarieven per beurs vonden we niet bevestigd (minima in lokale valuta)',
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: CONVERSION,
          checked: compiled,
          validFrom: since2024,
          validFromSeen: true,
          confirmed: false,
          note: 'ingangsdatum: ' + viaThirdParty,
        },
        {
          key: 'dividend-fx',
          part: 'dividend-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: CONVERSION,
          checked,
          validFrom: since2024,
          validFromSeen: true,
          confirmed: false,
          note: 'aangenomen gelijk aan de conversie bij orders',
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
          validUntil: '2024-04-14',
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
          validFromSeen: true,
          confirmed: false,
          note: 'per maand over de waarde van de portefeuille; ' + viaThirdParty,
        },
        {
          key: 'savings-plan-core',
          part: 'savings-plan',
          scope: 'core',
          fee: { kind: 'flat', amount: 0 },
          source: PRICING_2024,
          checked,
          validFrom: since2024,
          validFromSeen: true,
          confirmed: false,
          note: 'AutoInvest, alleen voor de ETF’s in die selectie; ' + viaThirdParty,
        },
      ],
    },
  ],
};
