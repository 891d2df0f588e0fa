// Scalable Capital: facts, profile and tariff for Dutch clients: two plans, FREE Broker and PRIME+ Broker; the tool
// prices both and shows the cheaper for the profile by name. Scalable's Dutch price page could not be read for this
// model, so every figure is unconfirmed. FREE: € 0,99 per order on one venue, EIX (gettex and Xetra cost € 1,99 since
// 1 September 2026); a buy of € 250 or more of an iShares, Vanguard, Xtrackers or Amundi ETF on EIX is free. PRIME+:
// € 4,99 a month, orders from € 250 without commission. Those figures are a third party's dated reading of Scalable's
// pages (September 2026). Before, the data priced every venue at € 0,99 (gettex, from a copy of a white-label version)
// and left PRIME+ out. What could not be confirmed on Scalable's own current page says so in words ('niet bevestigd').
import { ETFS } from '../etfs.ts';
import { ALL_MARKETS } from '../tariffs/markets.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading, TariffComponent } from './types.ts';
import { fee, order, orderFx, savingsPlan, service, undatedPage } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { NOT_IN_TARIFF, leavingReading } from './leavingSources.ts';

const PRICES: FeeSource = { title: 'Scalable Capital – Prijzen', url: 'https://nl.scalable.capital/prijzen' };
const PRIME: FeeSource = { title: 'Scalable Capital – PRIME+ Broker', url: 'https://at.scalable.capital/en/interest' };

export const home: ProviderHome = {
  facts: {
    markets: 'EIX, gettex en Xetra',
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
        // The English help centre, not a Dutch page.
        confirmed: false,
      },
      {
        title: 'Scalable Capital – Veelgestelde vragen (Nederland)',
        url: 'https://nl.scalable.capital/faq',
        checked: '2026-11-25',
        confirmed: true,
      },
    ],
    notCounted: [
      'Directe storting (instant): 0,99% bij FREE, 0,69% bij PRIME+, volgens een lezing door derden van de pagina’s van Scalable (september 2026); een gewone overschrijving is gratis, en die rekent de vergelijking',
    ],
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order', 'order-xetra', 'order-etf-eix'],
      wrong: 'elke order kostte € 0,99 (via gettex), ook op Xetra, en grote ETF’s waren niet gratis',
      now: '€ 0,99 geldt op EIX; Xetra (en gettex) € 1,99 sinds 1 september 2026; een ETF van iShares, Vanguard, Xtrackers of Amundi op EIX vanaf € 250 zonder orderkosten; PRIME+ (€ 4,99 per maand) als tweede prijsmodel',
      source: PRICES,
    },
    {
      corrected: '2026-11-28',
      wrongSince: '2026-11-25',
      keys: [],
      wrong: 'de Engelstalige helppagina over de veiligheid van geld en beleggingen stond als bevestigde bron',
      now: 'niet bevestigd voor Nederland: een Nederlandse versie vonden we niet',
      source: PRICES,
    },
    {
      corrected: '2026-11-28',
      wrongSince: '2026-11-27',
      keys: ['order', 'order-xetra'],
      wrong:
        'PRIME+ rekende ook op Xetra € 0,99 per order onder € 250, terwijl een lezing van september 2026 € 1,99 geeft',
      now: 'beide lezingen staan bij het tarief; de duurdere (€ 1,99 op Xetra) telt',
      source: PRICES,
    },
  ],
};

/** Not known: the pages read have no date. The date they were first read stands in (validFromSeen). */
const read = (source: FeeSource): Reading => ({
  ...undatedPage(source, '2026-11-25'),
  checked: '2026-11-27',
  confirmed: false,
});
const thirdParty =
  'zoals een derde de pagina’s van Scalable in september 2026 las; de Nederlandse prijzenpagina konden we niet lezen';
const copyNote =
  'uit een kopie van de Engelstalige brokerpagina van Scalable; de Nederlandse prijzenpagina konden we niet lezen';

/** The markets whose orders can go to EIX; Xetra orders go to Xetra. */
const VIA_EIX = ALL_MARKETS.filter((market) => market !== 'xetra');
/** The big issuers whose ETFs are free on EIX from € 250. */
const BIG_ISSUERS = ['iShares', 'Vanguard', 'Xtrackers', 'Amundi'];
const BIG_ON_EIX = 'selectie van grote uitgevers op EIX';

/** The conversion and the savings plans, alike in both plans. */
const common: readonly TariffComponent[] = [
  orderFx(fee.free, { ...read(PRICES), note: 'je handelt in euro' }),
  savingsPlan('all', fee.free, {
    ...read(PRIME),
    note: `spaarplannen zonder orderkosten in elk prijsmodel; ${copyNote}`,
  }),
];

export const tariff: BrokerTariff = {
  broker: 'scalable-capital',
  plans: [
    {
      id: 'free',
      name: 'Scalable FREE Broker',
      components: [
        order('order', VIA_EIX, fee.flat(0.99), {
          ...read(PRICES),
          note: `op EIX, in euro; of elk effect van deze beurs er te koop is, vonden we niet bevestigd; ${thirdParty}`,
        }),
        order('order-xetra', ['xetra'], fee.flat(1.99), {
          source: PRICES,
          checked: '2026-11-27',
          validFrom: '2026-09-01',
          confirmed: false,
          note: `Xetra (en gettex) sinds 1 september 2026; ${thirdParty}`,
        }),
        order(
          'order-etf-eix',
          VIA_EIX,
          fee.free,
          {
            ...read(PRICES),
            note: `ETF’s van iShares, Vanguard, Xtrackers en Amundi op EIX vanaf € 250 per order; ${thirdParty}`,
          },
          { assets: 'etf', selection: BIG_ON_EIX, minOrderEur: 250 },
        ),
        ...common,
      ],
    },
    {
      id: 'prime',
      name: 'Scalable PRIME+ Broker',
      components: [
        order('order', VIA_EIX, fee.flat(0.99), { ...read(PRICES), note: `orders onder € 250; ${thirdParty}` }),
        order('order-xetra', ['xetra'], fee.flat(0.99), {
          ...read(PRICES),
          note: `orders onder € 250; ${thirdParty}`,
          readings: [
            {
              fee: fee.flat(1.99),
              source: PRICES,
              checked: '2026-11-28',
              confirmed: false,
              note: 'Xetra (en gettex) € 1,99 per order, ook in PRIME+, zoals een derde de pagina’s van Scalable in september 2026 las',
            },
          ],
        }),
        order(
          'order-from-250',
          VIA_EIX,
          fee.free,
          {
            ...read(PRICES),
            note: `handelsflatrate: orders vanaf € 250 zonder orderkosten; voor Xetra vonden we het niet; ${thirdParty}`,
          },
          { minOrderEur: 250 },
        ),
        service('subscription', 'month', fee.flat(4.99), { ...read(PRICES), note: `abonnement PRIME+; ${thirdParty}` }),
        ...common,
      ],
    },
  ],
  selections: [
    {
      selection: BIG_ON_EIX,
      isins: ETFS.filter((etf) => BIG_ISSUERS.some((issuer) => etf.name.startsWith(issuer))).map((etf) => etf.isin),
      ...read(PRICES),
      note: `elke ETF van iShares, Vanguard, Xtrackers of Amundi in de ETF-lijst van deze site; ${thirdParty}`,
    },
  ],
};

/** Zendepot's reading (German, a third party) of Scalable's incoming transfer: free, whole units only. */
const ZENDEPOT: FeeSource = {
  title: 'Zendepot – Scalable Capital Depotübertrag (Duits, derde partij)',
  url: 'https://zendepot.de/depot/scalable-capital-depotuebertrag',
};

/**
 * What leaving Scalable Capital costs. Incoming transfers are free and take whole units only (fractions are sold by
 * the old provider) in a German third party's reading; Scalable's own Dutch page we could not read, so unconfirmed.
 */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(PRICES, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: {
    ...leavingReading(
      ZENDEPOT,
      'inkomend overboeken kost niets, alleen hele stukken; fracties verkoopt je oude aanbieder',
    ),
    confirmed: false,
    fee: fee.free,
    per: 'transfer',
  },
  fractions: {
    ...leavingReading(PRICES, 'of fracties bij vertrek worden verkocht, staat niet op de prijzenpagina'),
    rule: null,
  },
  route: {
    ...leavingReading(
      ZENDEPOT,
      'Scalable staat niet in de deelnemerslijst van DACSI; je vraagt de overboeking aan in de app',
    ),
    how: 'own-form',
    confirmed: false,
  },
};
