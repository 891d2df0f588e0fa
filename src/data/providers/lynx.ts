// LYNX: facts, profile and tariff for Dutch clients: a percentage per order with a minimum and a maximum, US shares
// per share, and a monthly minimum activity fee. The fee per order is from LYNX's own French site (the Dutch tariff
// page could not be read), the US minimum from LYNX's Dutch help pages; the activity fee from LYNX's Dutch help page.
// What could not be confirmed on LYNX's own current page says so in words ('niet bevestigd').
import { EUROPE } from '../tariffs/markets.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, FX_NOT_FOUND, onePlan, order, orderFx, service, undatedPage } from './types.ts';

export const home: ProviderHome = {
  facts: {
    markets: '125 beurzen in 31 landen',
    features: ['Veel beurzen', 'Professioneel platform', 'Nederlandstalige service'],
    rating: null,
    affiliate: false,
    url: 'https://www.lynx.nl',
    updated: '2026-11-25',
  },
  profile: {
    description:
      'LYNX is een Amsterdamse broker die je orders doorgeeft aan Interactive Brokers, waar je rekening wordt aangehouden. Zo handel je op 125 beurzen in 31 landen, met Nederlandstalige service en opleidingen. Handel je weinig, dan betaal je een maandelijkse minimumfee.',
    users: 'Actieve en gevorderde beleggers die wereldwijd willen handelen met Nederlandstalige ondersteuning.',
    customerService: 'Nederlandstalig, per telefoon, e-mail en chat, met webinars en masterclasses.',
    platformUsage:
      'Het handelsplatform van Interactive Brokers (Trader Workstation) en de eenvoudigere LYNX+ web- en app-omgeving; krachtig, maar met een leercurve.',
    regulation:
      'LYNX B.V. is een Nederlandse beleggingsonderneming onder toezicht van de AFM en DNB. Je rekening wordt aangehouden bij Interactive Brokers Ireland Limited (Central Bank of Ireland); geld en effecten worden daar gescheiden van het vermogen van de broker gehouden. Iers Investor Compensation Scheme: 90% van je vordering tot €20.000 (niet bevestigd op de eigen site van LYNX).',
    pros: [
      '125 beurzen in 31 landen in één rekening',
      'Nederlandstalige service en opleidingen',
      'Geen minimumfee boven €100.000 belegd vermogen',
    ],
    cons: [
      'Maandelijkse minimumfee van €5 als je weinig handelt',
      'Minimumstorting van €3.000 bij het openen',
      'Orderkosten met een minimum maken kleine orders duur',
    ],
    protection: {
      depositGuarantee:
        'Geen depositogarantie: je geld staat gescheiden bij Interactive Brokers Ireland, geen bank met Europese depositogarantie.',
      investorCompensation:
        'Iers Investor Compensation Scheme via Interactive Brokers Ireland: 90% van je vordering tot €20.000 (niet bevestigd op de eigen site van LYNX); geld en effecten worden gescheiden gehouden.',
      supervisor: 'AFM en DNB (LYNX); Central Bank of Ireland (Interactive Brokers Ireland).',
    },
    sources: [
      {
        title: 'LYNX – Bescherming en veiligheid',
        url: 'https://www.lynx.nl/service/bescherming/',
        checked: '2026-11-25',
        confirmed: true,
      },
      {
        title: 'LYNX – Bescherming (klantenservice)',
        url: 'https://service.lynx.nl/account/bescherming/',
        checked: '2026-11-25',
        confirmed: true,
      },
      {
        title: 'LYNX – Minimumeisen rekening openen',
        url: 'https://service.lynx.nl/minimumeisen-rekening-openen/',
        checked: '2026-11-25',
        confirmed: true,
      },
      {
        title: 'LYNX – Monthly Minimum Activity Fee',
        url: 'https://service.lynx.nl/handelen/monthly-minimum-activity-fee/',
        checked: '2026-11-25',
        confirmed: true,
      },
    ],
  },
  corrections: [],
};

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

/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const read = (source: FeeSource): Reading => undatedPage(source, '2026-11-25');

export const tariff: BrokerTariff = onePlan('lynx', 'standard', [
  order('order-europe', EUROPE, fee.percentage(0.09, { min: 6, max: 39 }), {
    ...read(FR_TARIFFS),
    confirmed: false,
    note: 'tarief van de Franse site van LYNX (0,09% van de orderwaarde, minimaal € 6, maximaal € 39); de Nederlandse tarievenpagina konden we niet lezen',
  }),
  order(
    'order-us',
    ['us'],
    { kind: 'per-share', perShare: 0.01, min: 5, currency: 'USD' },
    {
      ...read(FEE_PAGE),
      confirmed: false,
      note: 'minimaal $ 5 per order (voorbeeld op de Nederlandse hulppagina van LYNX); de $ 0,01 per aandeel vonden we niet op de eigen site',
    },
  ),
  orderFx(fee.free, { ...read(NL_TARIFFS), confirmed: false, note: FX_NOT_FOUND }),
  service('activity', 'month', fee.flat(5), {
    ...read(FEE_PAGE),
    note: 'Monthly Minimum Activity Fee: € 5 per maand, verminderd met je orderkosten van die maand, niet boven € 100.000 belegd vermogen en niet in de eerste maanden; het model rekent het volle bedrag',
  }),
]);
