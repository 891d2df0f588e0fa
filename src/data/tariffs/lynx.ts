// LYNX for Dutch clients: a percentage per order with a minimum and a maximum, US shares per share, and a monthly
// minimum activity fee. The fee per order is from LYNX's own French site (the Dutch tariff page could not be read),
// the US minimum from LYNX's Dutch help pages; the activity fee from LYNX's Dutch help page.
import { EUROPE } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const FEE_PAGE: FeeSource = {
  title: 'LYNX – Monthly Minimum Activity Fee',
  url: 'https://service.lynx.nl/handelen/monthly-minimum-activity-fee/',
};
const FR_TARIFFS: FeeSource = {
  title: 'LYNX (Frankrijk) – Frais de courtage',
  url: 'https://lynxbroker.fr/frais-de-courtage',
};
const NL_TARIFFS: FeeSource = {
  title: 'LYNX – Alle tarieven',
  url: 'https://www.lynx.nl/tarieven-beleggen/alle-tarieven/',
};

const checked = '2026-11-25';
/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const validFrom = '2026-11-25';
const frNote =
  'tarief van de Franse site van LYNX (0,09% van de orderwaarde, minimaal € 6, maximaal € 39); de Nederlandse tarievenpagina konden we niet lezen';

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
          markets: EUROPE,
          fee: { kind: 'percentage', percent: 0.09, min: 6, max: 39 },
          source: FR_TARIFFS,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: frNote,
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
          source: FEE_PAGE,
          checked,
          validFrom,
          validFromSeen: true,
          note: 'Monthly Minimum Activity Fee: € 5 per maand, verminderd met je orderkosten van die maand, niet boven € 100.000 belegd vermogen en niet in de eerste maanden; het model rekent het volle bedrag',
        },
      ],
    },
  ],
};
