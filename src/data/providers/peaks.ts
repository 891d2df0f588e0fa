// Peaks: facts, profile and tariff for Dutch clients. Peaks is an app that invests deposits in one of four ready-made
// portfolios of index funds (ETFs); the reader buys no shares or ETFs of their own choice on an exchange. Its costs
// are a monthly package fee plus a yearly percentage on the average value (both charged monthly), by package, and a
// spread on every purchase and sale. From Peaks' Dutch FAQ (read 28 November 2026, no date on the page).
import { ALL_MARKETS } from '../tariffs/markets.ts';
import type { LeavingCosts } from './leaving.ts';
import { leavingReading } from './leavingSources.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading, TariffPlan } from './types.ts';
import { fee, order, savingsPlan, service, undatedPage } from './types.ts';

const FAQ: FeeSource = { title: 'Peaks – Veelgestelde vragen', url: 'https://peaks.com/nl/nl/faq-service/' };
const CHECKED = '2026-11-28';

export const home: ProviderHome = {
  facts: {
    markets: 'Alleen kant-en-klare portfolio’s van indexfondsen',
    features: ['Indexfondsen', 'Automatisch inleggen', 'Kleingeld beleggen', 'Eenvoudige app'],
    rating: null,
    affiliate: false,
    url: 'https://peaks.com/nl/nl/',
    updated: CHECKED,
  },
  profile: {
    description:
      'Peaks is een Nederlandse beleggingsapp. Je kiest een van vier portfolio’s (van Voorzichtig tot Avontuurlijk) en Peaks belegt je inleg in de indexfondsen (ETF’s) van dat portfolio. Je koopt zelf geen losse aandelen of ETF’s. Je betaalt per maand een vast bedrag per pakket plus een percentage per jaar over de gemiddelde waarde van je beleggingen.',
    users: 'Beginners die met kleine bedragen, ook met afgerond kleingeld, automatisch willen beleggen.',
    customerService: 'Via de app en de website (veelgestelde vragen).',
    platformUsage: 'Alleen een app met vaste portfolio’s; geen beurshandel en geen eigen keuze van fondsen.',
    regulation:
      'Peaks heeft een vergunning van de AFM als beleggingsonderneming. Het geld van klanten wordt beheerd door een aparte stichting (de Duitse pagina noemt de ‘Stiftung Drittgelder Peaks’), zodat het buiten een faillissement van Peaks valt (niet bevestigd op een actuele Nederlandse pagina).',
    pros: [
      'Beginnen met kleine bedragen en automatisch inleggen',
      'Breed gespreid in kant-en-klare portfolio’s van indexfondsen',
      'Geen orderkosten per aankoop (wel een spread)',
    ],
    cons: [
      'Een vast bedrag per maand: bij een klein vermogen relatief duur',
      'Servicekosten van 0,25% tot 0,5% per jaar bovenop de fondskosten',
      'Geen losse aandelen of ETF’s en geen eigen keuze van fondsen',
      'Overboeken van je beleggingen naar een andere aanbieder vonden we niet beschreven',
    ],
    protection: {
      depositGuarantee: 'Geen depositogarantie: Peaks is geen bank; geld wordt via een stichting gescheiden gehouden.',
      investorCompensation:
        'Beleggingen en geld worden gescheiden van het vermogen van Peaks bewaard (via een stichting). Of het Nederlandse beleggerscompensatiestelsel (tot € 20.000) van toepassing is, is niet bevestigd.',
      supervisor: 'AFM.',
    },
    sources: [
      { ...FAQ, checked: CHECKED, confirmed: true },
      {
        title: 'Peaks – FAQ & Kontakt (Duitse site, stichting)',
        url: 'https://www.peaks.com/de/de/faq-service/',
        checked: CHECKED,
        confirmed: false,
      },
    ],
    notCounted: [
      'De fondskosten van de ETF’s in de portfolio’s van Peaks: die noemt de veelgestelde-vragenpagina niet per portfolio. In de vergelijking telt daarom de TER van je eigen ETF (of de standaard-ETF) als fondskosten.',
      'De eerste maand zonder kosten bij Peaks (veelgestelde vragen van Peaks).',
    ],
  },
  corrections: [],
};

const faq: Reading = undatedPage(FAQ, CHECKED);

/** One package: its monthly fee and its yearly percentage on the average value, both charged monthly. */
function packagePlan(id: string, name: string, monthly: number, yearlyPercent: number): TariffPlan {
  const components = [
    order('order', ALL_MARKETS, fee.notOffered, {
      ...faq,
      note: 'Peaks belegt alleen in de indexfondsen van zijn portfolio’s: geen orders in aandelen of ETF’s op een beurs',
    }),
    service('service-package', 'month', fee.flat(monthly), {
      ...faq,
      note: `vaste kosten van het pakket ${name} per maand`,
    }),
    service('service', 'year', fee.percentage(yearlyPercent), {
      ...faq,
      note: 'per jaar over de gemiddelde waarde van je beleggingen, elke maand een deel afgeschreven',
    }),
    savingsPlan('all', fee.percentage(0.05), {
      ...faq,
      note: 'spread bij elke aankoop: gemiddeld 0,03% tot 0,05% volgens Peaks; de hoogste telt',
    }),
  ];
  return { id, name: `Peaks ${name}`, components };
}

export const tariff: BrokerTariff = {
  broker: 'peaks',
  plans: [
    packagePlan('start', 'Start', 1.99, 0.5),
    packagePlan('compleet', 'Compleet', 2.99, 0.4),
    packagePlan('premium', 'Premium', 4.99, 0.25),
  ],
};

const notPublished = leavingReading(FAQ);

export const leaving: LeavingCosts = {
  transferOut: {
    ...notPublished,
    fee: null,
    per: 'transfer',
    note: 'de veelgestelde vragen van Peaks noemen geen kosten en geen mogelijkheid om beleggingen over te boeken',
  },
  transferIn: {
    ...notPublished,
    fee: null,
    per: 'transfer',
    note: 'inkomende overboekingen van effecten vonden we niet beschreven',
  },
  fractions: {
    ...notPublished,
    rule: null,
    note: 'niet gepubliceerd: wat er met delen van fondsen gebeurt bij vertrek vonden we niet',
  },
  route: {
    ...notPublished,
    how: 'not-offered',
    confirmed: false,
    note: 'geen overboekservice beschreven: we gaan uit van verkopen (met spread) en het geld uitbetalen; niet bevestigd',
  },
};
