// Scalable Capital: facts, profile and tariff for Dutch clients, the FREE Broker plan: a fee per order and free
// savings plans, all in euros via gettex. Scalable's Dutch price page could not be read for this model: the order fee
// is from a copy of a white-label version of the Scalable Broker, the free savings plans from Scalable's English
// broker page, so both are unconfirmed. Scalable's PRIME+ subscription (orders without commission for a monthly fee)
// is left out: its price was in no source we could read. What could not be confirmed on Scalable's own current page
// says so in words ('niet bevestigd').
import { ALL_MARKETS } from '../tariffs/markets.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, onePlan, order, orderFx, savingsPlan, undatedPage } from './types.ts';

export const home: ProviderHome = {
  facts: {
    markets: 'gettex en Xetra',
    features: ['Gratis spaarplannen', 'Vaste lage orderkosten', 'Abonnement met onbeperkt handelen'],
    rating: null,
    affiliate: false,
    url: 'https://nl.scalable.capital',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "Scalable Capital is een Duitse broker uit München waarmee je in aandelen, ETF's en fondsen belegt, met gratis spaarplannen vanaf kleine bedragen. Je kiest tussen lage vaste kosten per order en een abonnement met onbeperkt handelen.",
    users: 'Periodieke beleggers en kostenbewuste beleggers die vooral via Duitse handelsplaatsen willen beleggen.',
    customerService: 'Via e-mail en het helpcentrum; de service is vooral Duits- en Engelstalig.',
    platformUsage: 'Een app en een webplatform, eenvoudig, met spaarplannen en koersalarmen.',
    regulation:
      'Scalable Capital GmbH (Duitsland) staat onder toezicht van BaFin en de Deutsche Bundesbank. Tegoeden staan bij partnerbanken (Duitse depositogarantie tot €100.000 per bank) of in geldmarktfondsen; effecten vallen niet in een faillissement. Duits beleggerscompensatiestelsel (EdW) tot €20.000 (niet bevestigd voor Nederlandse klanten).',
    pros: [
      'Gratis spaarplannen vanaf kleine bedragen',
      'Lage vaste orderkosten',
      'Keuze voor onbeperkt handelen met een abonnement',
    ],
    cons: [
      'Vooral Duitse handelsplaatsen',
      'Service vooral in het Duits en Engels',
      'Geen Nederlandse fiscale gegevens: de belastingaangifte doe je zelf',
    ],
    protection: {
      depositGuarantee:
        'Tegoeden bij partnerbanken vallen onder de Duitse depositogarantie tot €100.000 per bank; in geldmarktfondsen gelden de regels voor beleggingsfondsen in plaats daarvan.',
      investorCompensation:
        'Effecten vallen niet in een faillissement van Scalable Capital. Duits beleggerscompensatiestelsel EdW tot €20.000 (niet bevestigd voor Nederlandse klanten).',
      supervisor: 'BaFin en Deutsche Bundesbank.',
    },
    sources: [
      {
        title: 'Scalable Capital – Hoe veilig zijn mijn geld en beleggingen',
        url: 'https://help.scalable.capital/en/security-privacy-6058db40/how-secure-are-my-money-and-my-investments-what-happens-89b71a26',
        checked: '2026-11-25',
        confirmed: true,
      },
      {
        title: 'Scalable Capital – Veelgestelde vragen (Nederland)',
        url: 'https://nl.scalable.capital/faq',
        checked: '2026-11-25',
        confirmed: true,
      },
    ],
  },
  corrections: [],
};

const PRICES: FeeSource = { title: 'Scalable Capital – Prijzen', url: 'https://nl.scalable.capital/prijzen' };
const PRIME: FeeSource = { title: 'Scalable Capital – PRIME+ Broker', url: 'https://at.scalable.capital/en/interest' };

/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const read = (source: FeeSource): Reading => ({ ...undatedPage(source, '2026-11-25'), confirmed: false });
const copyNote =
  'uit een kopie van de Engelstalige brokerpagina van Scalable; de Nederlandse prijzenpagina konden we niet lezen';
const whiteLabelNote =
  'bedrag uit een kopie van een white-label-versie van de Scalable Broker, niet van een pagina van Scalable zelf; de Nederlandse prijzenpagina konden we niet lezen';

export const tariff: BrokerTariff = onePlan('scalable-capital', 'free', [
  order('order', ALL_MARKETS, fee.flat(0.99), {
    ...read(PRICES),
    note: `FREE Broker, via gettex in euro; of elk effect van deze beurs er te koop is, vonden we niet bevestigd; ${whiteLabelNote}`,
  }),
  orderFx(fee.free, { ...read(PRICES), note: 'je handelt in euro' }),
  savingsPlan('all', fee.free, {
    ...read(PRIME),
    note: `spaarplannen zonder orderkosten in elk prijsmodel; ${copyNote}`,
  }),
]);
