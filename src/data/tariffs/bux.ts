// BUX for Dutch clients: € 1 per order in European shares, no commission on US shares, a 0.25% markup on the
// dollar rate (on orders and dividends), no service or custody fee. From BUX's own fee schedule; the page read
// carries no date and still has the 'BUX Zero' name, so the figures are unconfirmed for today.
import type { BrokerTariff, FeeSource } from './types.ts';

const FEES: FeeSource = { title: 'BUX – Fee schedule', url: 'https://getbux.com/bux-zero/fee-schedule/' };
const COSTS: FeeSource = { title: 'BUX – Costs and charges', url: 'https://getbux.com/fee-schedule/' };

const checked = '2026-11-25';
/** Not known: the page read has no date. The date it was read stands in (validFromSeen). */
const validFrom = '2026-11-25';
const undated = 'de tarievenpagina van BUX heeft geen datum en noemt nog BUX Zero';

export const BUX: BrokerTariff = {
  broker: 'bux',
  plans: [
    {
      id: 'standard',
      name: '',
      components: [
        {
          key: 'order-eu',
          part: 'order',
          markets: ['euronext-amsterdam', 'euronext-brussels', 'euronext-paris', 'xetra'],
          fee: { kind: 'flat', amount: 1 },
          source: FEES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: `markt- en limietorders in Europese aandelen; welke beurzen precies vonden we niet bevestigd; ${undated}`,
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: { kind: 'flat', amount: 0 },
          source: FEES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: undated,
        },
        {
          key: 'order-not-offered',
          part: 'order',
          markets: ['euronext-milan', 'euronext-lisbon', 'tradegate', 'lse', 'six', 'nordics', 'warsaw'],
          fee: { kind: 'not-offered' },
          source: FEES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'deze beurzen vonden we niet bij BUX',
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: COSTS,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: `opslag op de wisselkoers bij Amerikaanse aandelen; ${undated}`,
        },
        {
          key: 'dividend-fx',
          part: 'dividend-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: COSTS,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'ook op dividend van Amerikaanse aandelen',
        },
        {
          key: 'service',
          part: 'service',
          period: 'year',
          fee: { kind: 'flat', amount: 0 },
          source: FEES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: `geen service- of bewaarkosten; ${undated}`,
        },
        {
          key: 'deposit',
          part: 'deposit',
          method: 'ideal',
          fee: { kind: 'flat', amount: 0 },
          source: FEES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'storten en opnemen zonder kosten',
        },
      ],
    },
  ],
};
