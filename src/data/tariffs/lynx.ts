// LYNX for Dutch clients: a percentage per order with a minimum and a maximum, US shares per share, and a monthly
// minimum activity fee. LYNX's Dutch price list (valid from 1 August 2026, read by a third party in September 2026;
// we could not read it ourselves, so those figures stay unconfirmed): Euronext 0,09% (min € 6, max € 39), Xetra 0,14%
// (min € 6, max € 99), LSE, SIX, the Nordic exchanges and Warsaw 0,15% with local minimums. The activity fee is from
// LYNX's Dutch help page: € 5 a month less that month's transaction costs, none above € 100.000 portfolio value and
// none in the month of the first deposit and the three after it (not modelled: a yearly profile has no first months).
import { EURONEXT_ABROAD } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const FEE_PAGE: FeeSource = {
  title: 'LYNX – Monthly Minimum Activity Fee',
  url: 'https://service.lynx.nl/handelen/monthly-minimum-activity-fee/',
};
const NL_TARIFFS: FeeSource = {
  title: 'LYNX – Alle tarieven',
  url: 'https://www.lynx.nl/tarieven-beleggen/alle-tarieven/',
};

const checked = '2026-11-25';
/** The day the price list's figures and the activity fee's rules were re-read for issue 36. */
const rechecked = '2026-11-27';
/** LYNX's Dutch price list holds from this day (a third party's reading). */
const listSince = '2026-08-01';
const listNote =
  'uit de Nederlandse prijslijst van LYNX, geldig vanaf 1 augustus 2026, zoals een derde die in september 2026 las; zelf konden we die niet lezen';
/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const validFrom = '2026-11-25';
const frNote = '0,09% van de orderwaarde, minimaal € 6, maximaal € 39';

export const LYNX: BrokerTariff = {
  broker: 'lynx',
  plans: [
    {
      id: 'standard',
      name: '',
      components: [
        {
          key: 'order-europe',
          part: 'order',
          markets: ['euronext-amsterdam', ...EURONEXT_ABROAD, 'tradegate'],
          fee: { kind: 'percentage', percent: 0.09, min: 6, max: 39 },
          source: NL_TARIFFS,
          checked: rechecked,
          validFrom: listSince,
          confirmed: false,
          note: `Euronext; voor Tradegate aangenomen gelijk; ${listNote}; de Franse site van LYNX (lynxbroker.fr) noemt hetzelfde tarief (${frNote})`,
        },
        {
          key: 'order-xetra',
          part: 'order',
          markets: ['xetra'],
          fee: { kind: 'percentage', percent: 0.14, min: 6, max: 99 },
          source: NL_TARIFFS,
          checked: rechecked,
          validFrom: listSince,
          confirmed: false,
          note: listNote,
        },
        {
          key: 'order-europe-other',
          part: 'order',
          markets: ['lse', 'six', 'nordics', 'warsaw'],
          fee: { kind: 'percentage', percent: 0.15, min: 6 },
          source: NL_TARIFFS,
          checked: rechecked,
          validFrom: listSince,
          confirmed: false,
          note: `minimum in lokale valuta, hier als € 6 gerekend; ${listNote}`,
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: { kind: 'per-share', perShare: 0.01, min: 5, currency: 'USD' },
          source: FEE_PAGE,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'minimaal $ 5 per order (voorbeeld op de Nederlandse hulppagina van LYNX); de $ 0,01 per aandeel vonden we niet op de eigen site',
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'flat', amount: 0 },
          source: NL_TARIFFS,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'valutakosten vonden we niet in de bron; niet meegeteld',
        },
        {
          key: 'activity',
          part: 'service',
          period: 'month',
          fee: { kind: 'flat', amount: 5 },
          reducedByOrderFees: true,
          waivedFromEur: 100_000,
          source: FEE_PAGE,
          checked: rechecked,
          validFrom,
          validFromSeen: true,
          note: 'Monthly Minimum Activity Fee: € 5 per maand, verminderd met je transactiekosten van die maand; niet vanaf € 100.000 portefeuillewaarde (zonder cash) en niet in de maand van je eerste storting en de drie maanden erna (niet gemodelleerd)',
        },
      ],
    },
  ],
};
