// Meesman for Dutch clients: only its own index funds. Orders in shares and ETFs are not offered on any market;
// its world fund (Aandelen Wereldwijd Totaal) counts for a monthly world-index plan. Meesman's costs are in the
// fund's ongoing charges. From copies of Meesman's cost page and the fund's key information (in
// nicwortel/indexfondsenvergelijken.nl, data/brokers.json and data/funds.json, 18 April 2023); Meesman's current
// cost page could not be read, so the figures are unconfirmed.
import { ALL_MARKETS } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const COSTS: FeeSource = { title: 'Meesman – Kosten', url: 'https://www.meesman.nl/zo-werkt-het/kosten' };

const checked = '2026-11-25';
/** The date of the copies read; when the figures took effect was not found (validFromSeen). */
const seen = '2023-04-18';
const copyNote =
  'uit een kopie van de kostenpagina van Meesman van 18 april 2023; de actuele pagina konden we niet lezen';

export const MEESMAN: BrokerTariff = {
  broker: 'meesman',
  plans: [
    {
      id: 'standard',
      name: '',
      components: [
        {
          key: 'order',
          part: 'order',
          markets: ALL_MARKETS,
          fee: { kind: 'not-offered' },
          source: COSTS,
          checked,
          validFrom: seen,
          validFromSeen: true,
          note: 'Meesman biedt alleen zijn eigen indexfondsen: geen aandelen en geen ETF’s op een beurs',
        },
        {
          key: 'savings-plan',
          part: 'savings-plan',
          scope: 'all',
          fee: { kind: 'percentage', percent: 0.25 },
          source: COSTS,
          checked,
          validFrom: seen,
          validFromSeen: true,
          confirmed: false,
          note: `aankoopkosten bij elke inleg in het fonds Aandelen Wereldwijd Totaal (tot € 500.000 belegd); ${copyNote}`,
        },
        {
          key: 'fund',
          part: 'fund',
          fee: { kind: 'percentage', percent: 0.4 },
          source: COSTS,
          checked: '2026-11-27',
          validFrom: seen,
          validFromSeen: true,
          confirmed: false,
          note: `lopende kosten van het fonds Aandelen Wereldwijd Totaal, waarin de kosten van Meesman zitten (0,25% vanaf € 1 miljoen, niet gemodelleerd); ze komen in plaats van de TER van je ETF, die bij de andere aanbieders als fondskosten telt; ${copyNote}`,
        },
      ],
    },
  ],
};
