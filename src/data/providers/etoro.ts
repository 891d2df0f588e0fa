// eToro: facts, profile, tariff and leaving costs for Dutch clients, served by eToro (Europe) Ltd (Cyprus). A share
// order costs a fixed $ 1 or $ 2 per opening and closing, by the client's country and the exchange; ETFs cost no
// commission. A withdrawal from a dollar account costs $ 5 (from a euro account nothing), and an account without a
// login for 12 months pays a monthly fee. Read on eToro's own English fee page; which of $ 1 or $ 2 holds for the
// Netherlands it does not say, so the dearer counts, and every figure is unconfirmed for the Netherlands.
import { ALL_MARKETS } from '../tariffs/markets.ts';
import type { LeavingCosts, LeavingReading } from './leaving.ts';
import { leavingReading } from './leavingSources.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import {
  FX_NOT_FOUND,
  fee,
  inactivity,
  onePlan,
  order,
  service,
  undatedPage,
  withdrawal,
  orderFxNotFound,
} from './types.ts';

const FEES: FeeSource = {
  title: 'eToro – Fees (Engelstalig)',
  url: 'https://etoro.com/customer-service/market-hours-fees',
};
const STOCKS: FeeSource = {
  title: 'eToro – 0% commission on stocks (Engelstalig)',
  url: 'https://www.etoro.com/trading/fees/',
};

const CHECKED = '2026-11-28';
const read = (source: FeeSource): Reading => ({ ...undatedPage(source, CHECKED), confirmed: false });
const notDutch = 'van de Engelstalige tarievenpagina van eToro; een Nederlandse vonden we niet';

export const home: ProviderHome = {
  facts: {
    markets: 'Wereldwijd, veel beurzen',
    features: ["ETF's zonder commissie", 'Anderen kopiëren (CopyTrader)', 'Fractionele aandelen'],
    rating: null,
    url: 'https://www.etoro.com/nl/',
    affiliate: false,
    updated: CHECKED,
  },
  profile: {
    description:
      "eToro is een Israëlisch sociaal beleggingsplatform, in Europa via eToro (Europe) Ltd in Cyprus. Je belegt in aandelen en ETF's, ook in delen ervan, en kunt de beleggingen van andere gebruikers kopiëren. ETF's kosten geen commissie; een aandelenorder kost een vast bedrag van $ 1 of $ 2. eToro biedt ook CFD's en crypto aan, die buiten deze vergelijking vallen.",
    users: 'Beginners die met kleine bedragen beleggen of andere beleggers willen volgen en kopiëren.',
    customerService: 'Via het helpcentrum en een ticket; live chat alleen voor sommige klanten.',
    platformUsage:
      'Een app en een webplatform met een sociale tijdlijn, CopyTrader en kant-en-klare portefeuilles; je rekening loopt in dollars of euro’s.',
    regulation:
      'eToro (Europe) Ltd staat onder toezicht van de Cypriotische toezichthouder CySEC. Het Cypriotische Investor Compensation Fund dekt tot € 20.000 (niet bevestigd voor Nederlandse klanten).',
    pros: ["ETF's zonder commissie", 'Fractionele aandelen vanaf kleine bedragen', 'Beleggingen van anderen te volgen'],
    cons: [
      'Vaste kosten per aandelenorder in dollars, bij openen én sluiten',
      'Valutakosten bij storten en opnemen in een andere munt; het tarief vonden we niet',
      'Inactiviteitskosten na een jaar zonder inloggen',
      "eToro verkoopt ook risicovolle CFD's en crypto in dezelfde app",
    ],
    protection: {
      depositGuarantee: 'Geen depositogarantie: eToro is geen bank. Geld van klanten staat gescheiden.',
      investorCompensation:
        'Cypriotisch Investor Compensation Fund tot € 20.000 (niet bevestigd voor Nederlandse klanten).',
      supervisor: 'CySEC (Cyprus).',
    },
    sources: [
      { title: FEES.title, url: FEES.url, checked: CHECKED, confirmed: false },
      { title: STOCKS.title, url: STOCKS.url, checked: CHECKED, confirmed: false },
    ],
    notCounted: [
      'Valutakosten: eToro rekent conversiekosten bij storten, opnemen en handelen in een andere munt dan die van je rekening, verschillend per land, betaalmethode en clubniveau; het tarief voor Nederland vonden we niet',
      'Een spread tussen bied- en laatprijs (geen tarief van eToro)',
    ],
  },
  corrections: [],
};

export const tariff: BrokerTariff = onePlan('etoro', 'standard', [
  order(
    'order-share',
    ALL_MARKETS,
    fee.flat(2, 'USD'),
    {
      ...read(FEES),
      note: `$ 1 of $ 2 per opening en per sluiting, afhankelijk van woonland en beurs; welk bedrag voor Nederland geldt, noemt de bron niet: we rekenen met $ 2; welke beurzen precies, vonden we niet bevestigd; ${notDutch}`,
    },
    { assets: 'share' },
  ),
  order(
    'order-etf',
    ALL_MARKETS,
    fee.free,
    { ...read(FEES), note: `geen commissie op ETF's; ${notDutch}` },
    {
      assets: 'etf',
    },
  ),
  orderFxNotFound({ ...read(FEES), note: FX_NOT_FOUND }),
  service('custody', 'year', fee.free, { ...read(STOCKS), note: `geen beheer- of bewaarkosten; ${notDutch}` }),
  withdrawal(fee.flat(5, 'USD'), {
    ...read(FEES),
    note: `$ 5 per opname vanaf een rekening in dollars; vanaf een rekening in euro geen kosten; ${notDutch}`,
  }),
  inactivity(fee.flat(10, 'USD'), 12, {
    ...read(FEES),
    note: `per maand, na 12 maanden zonder in te loggen; het bedrag ($ 10) noemt de gelezen pagina niet zelf: het komt uit een lezing door de Consumentenbond (februari 2022); we rekenen het voor een lezer die een jaar lang niets koopt; ${notDutch}`,
  }),
]);

const notPublished: LeavingReading = {
  ...leavingReading(
    FEES,
    'op de tarievenpagina vonden we geen tarief voor het overboeken van effecten naar of van een andere broker',
  ),
  confirmed: false,
};

export const leaving: LeavingCosts = {
  transferOut: { ...notPublished, fee: null, per: 'position' },
  transferIn: { ...notPublished, fee: null, per: 'position' },
  fractions: { ...notPublished, rule: null, note: 'of fractionele aandelen mee overgaan, vonden we niet' },
  route: {
    ...notPublished,
    how: 'own-form',
    note: 'hoe je een overboeking aanvraagt, vonden we niet; DACSI is de dienst van Nederlandse banken en DEGIRO, dus vermoedelijk een verzoek bij eToro zelf',
  },
};
