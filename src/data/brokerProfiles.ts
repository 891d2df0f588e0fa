// What each broker's page and the comparison's details tell in words: who it is for, service, platform,
// supervision, pros and cons, protection. Apart from the facts in brokers.ts so the islands that show
// brokers (the cost comparison) never download this prose; only pre-rendered pages read it. Checked on the
// broker's `updated` date in brokers.ts, like its other facts.
import type { BrokerId } from './fees.ts';
import { ABN_AMRO } from './providers/abn-amro.ts';
import { BUX } from './providers/bux.ts';
import { ING } from './providers/ing.ts';
import { LYNX } from './providers/lynx.ts';
import { MEESMAN } from './providers/meesman.ts';
import { RABOBANK } from './providers/rabobank.ts';
import { SCALABLE_CAPITAL } from './providers/scalable-capital.ts';

export interface BrokerProtection {
  /** Deposit guarantee on cash held by the broker (or why there is none). */
  readonly depositGuarantee: string;
  /** Investor compensation scheme for securities. */
  readonly investorCompensation: string;
  readonly supervisor: string;
}

/** Where a fact on the page comes from: the provider's own page (or the regulator's), and when it was read. */
export interface FactSource {
  readonly title: string;
  /** https, on the provider's own domain or the regulator's. */
  readonly url: string;
  /** ISO date the page was read. */
  readonly checked: string;
  /** false: the page read was not the provider's current one for Dutch clients; the page says 'niet bevestigd'. */
  readonly confirmed: boolean;
}

export interface BrokerProfile {
  readonly description: string;
  readonly users: string;
  readonly customerService: string;
  readonly platformUsage: string;
  /** Supervisor(s) and the investor-compensation / deposit-guarantee scheme. */
  readonly regulation: string;
  /** 'Voordelen' on the broker's page. */
  readonly pros: readonly string[];
  /** 'Nadelen' on the broker's page. */
  readonly cons: readonly string[];
  /** 'Bescherming' on the broker's page, the parts of `regulation` one by one. */
  readonly protection: BrokerProtection;
  /** The sources of the facts above (the tariff's own sources come with the tariff). */
  readonly sources?: readonly FactSource[];
}

export const BROKER_PROFILES: Readonly<Record<BrokerId, BrokerProfile>> = {
  degiro: {
    description:
      "DEGIRO is in 2008 in Amsterdam opgericht en is een van de bekendste goedkope brokers van Nederland. Je handelt in aandelen, ETF's, obligaties en opties op meer dan 45 beurzen tegen vaste, lage orderkosten. Sinds 2020 hoort DEGIRO bij de Duitse flatexDEGIRO-groep.",
    users:
      'Beginnende en gevorderde beleggers die goedkoop willen handelen op veel beurzen; de flatexDEGIRO-groep heeft ruim 3 miljoen klanten in Europa.',
    customerService: 'Nederlandstalig, per telefoon en e-mail op werkdagen, met een uitgebreid online helpcentrum.',
    platformUsage:
      'Overzichtelijk webplatform en app voor iOS en Android; eenvoudig genoeg voor beginners, met limiet-, stop- en stoplimietorders voor wie meer wil.',
    regulation:
      'flatexDEGIRO Bank AG (Duitsland), onder toezicht van BaFin en de Deutsche Bundesbank; het Nederlandse bijkantoor staat ook onder toezicht van de AFM en DNB. Effecten worden gescheiden bewaard. Duits beleggerscompensatiestelsel tot €20.000 voor effecten; geld op de rekening valt onder de Duitse depositogarantie tot €100.000.',
    pros: [
      'Lage vaste orderkosten, ook op Amerikaanse beurzen',
      "ETF's uit de kernselectie koop je voor alleen een handling fee",
      'Meer dan 45 beurzen in één rekening',
    ],
    cons: ['Valutakosten (AutoFX) bij aandelen in dollars', 'Jaarlijkse aansluitkosten voor beurzen buiten Nederland'],
    protection: {
      depositGuarantee: 'Duitse depositogarantie tot €100.000 op geld bij flatexDEGIRO Bank.',
      investorCompensation: 'Duits beleggerscompensatiestelsel tot €20.000; effecten worden gescheiden bewaard.',
      supervisor: 'BaFin en Deutsche Bundesbank; het Nederlandse bijkantoor ook AFM en DNB.',
    },
  },
  saxo: {
    description:
      "Saxo is een Deense bank die in Nederland onder meer BinckBank heeft overgenomen. Je belegt in aandelen, ETF's, obligaties, opties en futures op meer dan 50 beurzen. De kosten zijn een percentage van de order; het minimum per order (€ 2 op Europese aandelen) is volgens het Engelstalige helpcentrum van Saxo sinds 15 november 2025 vervallen, wat we voor Nederland niet bevestigd vonden. Daarnaast betaal je servicekosten over de waarde van je portefeuille.",
    users:
      'Gevorderde beleggers en oud-klanten van BinckBank die een breed aanbod en professionele tools willen; wereldwijd meer dan 1 miljoen klanten.',
    customerService: 'Nederlandstalige klantenservice per telefoon en e-mail op werkdagen.',
    platformUsage:
      'SaxoTraderGO (web en app) voor de meeste beleggers en SaxoTraderPRO voor actieve handelaren, met veel grafieken, analyses en ordertypes.',
    regulation:
      'Saxo Bank A/S (Denemarken), onder toezicht van de Deense Finanstilsynet (Danish FSA); het Nederlandse bijkantoor staat ook onder gedragstoezicht van de AFM. Deens garantiefonds (Garantiformuen): tegoeden tot €100.000 en effecten tot €20.000.',
    pros: [
      'Meer dan 50 beurzen en een breed aanbod, van aandelen tot futures',
      'Uitgebreide platforms met veel analyses',
      'Nederlandstalige klantenservice',
    ],
    cons: [
      'Servicekosten per maand over de waarde van je portefeuille (0,01%, max. € 40)',
      'Valutakosten bij aandelen in dollars',
      'Het platform vraagt voor beginners wat inwerktijd',
    ],
    protection: {
      depositGuarantee: 'Deens garantiefonds (Garantiformuen) tot €100.000 op tegoeden.',
      investorCompensation: 'Garantiformuen tot €20.000 voor effecten.',
      supervisor: 'Finanstilsynet (Denemarken); het Nederlandse bijkantoor ook de AFM.',
    },
  },
  ibkr: {
    description:
      "Interactive Brokers (IBKR) is een grote Amerikaanse broker met toegang tot meer dan 90 beurzen in één rekening. Het aanbod is enorm: aandelen, ETF's, opties, futures, obligaties en valuta. De kosten zijn laag bij grotere orders, maar het platform vraagt wat inwerktijd.",
    users:
      'Actieve en ervaren beleggers die wereldwijd willen handelen; wereldwijd meer dan 3 miljoen klantrekeningen.',
    customerService:
      'Engelstalig, per telefoon, chat en berichtensysteem; op handelsdagen vrijwel de klok rond bereikbaar.',
    platformUsage:
      'Trader Workstation (TWS) voor professionals, plus het eenvoudigere IBKR Desktop, de webomgeving Client Portal en de app IBKR Mobile. Krachtig, maar met een steile leercurve.',
    regulation:
      'Interactive Brokers Ireland Limited, onder toezicht van de Central Bank of Ireland. Iers Investor Compensation Scheme: 90% van je vordering tot maximaal €20.000.',
    pros: ['Meer dan 90 beurzen in één rekening', 'Valuta wisselen kost heel weinig', 'Lage kosten bij grote orders'],
    cons: [
      'Door het minimum per order op Euronext zijn kleine orders duur',
      'Engelstalige klantenservice',
      'Krachtig maar ingewikkeld platform met een steile leercurve',
    ],
    protection: {
      depositGuarantee:
        'Geen depositogarantie: IBKR Ireland is geen bank met Europese depositogarantie; geld valt onder de beleggerscompensatie.',
      investorCompensation: 'Iers Investor Compensation Scheme: 90% van je vordering tot €20.000.',
      supervisor: 'Central Bank of Ireland.',
    },
  },
  'trade-republic': {
    description:
      "Trade Republic is een Duitse bank die ook in Nederland actief is. Je koopt aandelen en ETF's voor €1 per order via één handelsplaats, en kunt gratis periodiek beleggen met spaarplannen vanaf kleine bedragen. Het aanbod is kleiner en je kiest niet zelf de beurs.",
    users:
      'Beginners en periodieke beleggers die eenvoudig en goedkoop willen beleggen; meer dan 8 miljoen klanten in Europa.',
    customerService: 'Via de chat in de app en per e-mail.',
    platformUsage:
      'Vooral een mobiele app, met daarnaast een webversie; zeer eenvoudig te gebruiken, met markt-, limiet- en stoporders.',
    regulation:
      'Trade Republic Bank GmbH (Duitsland), een bank onder toezicht van BaFin en de Deutsche Bundesbank. Geld valt onder de Duitse depositogarantie tot €100.000; effecten worden gescheiden bewaard, met beleggerscompensatie tot €20.000.',
    pros: ['Lage vaste orderkosten', "Gratis spaarplannen voor ETF's en aandelen", 'Zeer eenvoudige app'],
    cons: [
      'Eén handelsplaats: je kiest niet zelf de beurs',
      'Kleiner aanbod dan de grote brokers',
      'Klantenservice alleen via de chat en e-mail',
    ],
    protection: {
      depositGuarantee: 'Duitse depositogarantie tot €100.000.',
      investorCompensation: 'Beleggerscompensatie tot €20.000; effecten worden gescheiden bewaard.',
      supervisor: 'BaFin en Deutsche Bundesbank.',
    },
  },
  'trading-212': {
    description:
      "Trading 212 is een fintech met het hoofdkantoor in Londen waarmee je zonder orderkosten in aandelen en ETF's belegt, ook in delen van een aandeel. Met ‘Pies’ stel je een eigen mandje samen waarin je automatisch periodiek inlegt. Let op de valutakosten van 0,15% bij aandelen in een andere munt dan de euro.",
    users:
      'Beginners en kleine beleggers die zonder orderkosten en met kleine bedragen willen beleggen; miljoenen klanten in Europa.',
    customerService: 'Via de chat in de app en per e-mail, dag en nacht bereikbaar.',
    platformUsage:
      'Eenvoudige app en webplatform met fractionele aandelen, Pies en een oefenrekening met nepgeld om het platform uit te proberen.',
    regulation:
      'Trading 212 Markets Ltd (Cyprus), onder toezicht van de Cyprus Securities and Exchange Commission (CySEC). Cypriotisch Investor Compensation Fund tot €20.000.',
    pros: ['Geen orderkosten', 'Fractionele aandelen en automatisch beleggen met Pies', 'Oefenrekening met nepgeld'],
    cons: [
      'Valutakosten bij aandelen in een andere munt dan de euro',
      'Geen bank: geen depositogarantie op je saldo bij de broker zelf',
      'Minder beurzen dan de grote brokers',
    ],
    protection: {
      depositGuarantee: 'Geen depositogarantie bij de broker zelf: Trading 212 is geen bank.',
      investorCompensation: 'Cypriotisch Investor Compensation Fund tot €20.000.',
      supervisor: 'Cyprus Securities and Exchange Commission (CySEC).',
    },
  },
  ing: ING.profile,
  'abn-amro': ABN_AMRO.profile,
  rabobank: RABOBANK.profile,
  bux: BUX.profile,
  lynx: LYNX.profile,
  meesman: MEESMAN.profile,
  'scalable-capital': SCALABLE_CAPITAL.profile,
};
