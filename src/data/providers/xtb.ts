// XTB: facts, profile, tariff and leaving costs for Dutch clients. XTB S.A. (Poland) serves Dutch clients through its
// Dutch branch. Shares and ETFs cost no commission up to € 100.000 of orders a month; above it 0,2% of the order.
// Currency conversion costs 0,5%. After a year without activity and no deposit in 90 days, an account pays € 10 a
// month (holding shares or ETFs counts as activity). Read on XTB's own help pages in Czech and English; a Dutch
// tariff page could not be read, so the figures are unconfirmed for the Netherlands.
import type { LeavingCosts, LeavingReading } from './leaving.ts';
import { leavingReading } from './leavingSources.ts';
import type { BrokerTariff, FeeSource, MarketId, ProviderHome, Reading } from './types.ts';
import { fee, inactivity, onePlan, order, orderFx, service, undatedPage } from './types.ts';

const FEES: FeeSource = {
  title: 'XTB – Účtujete nějaké poplatky? (helpcentrum, Tsjechisch)',
  url: 'https://xtb.com/cz/help-center/platby-a-poplatky/uctujete-nejake-poplatky',
};
const FX: FeeSource = {
  title: 'XTB – Is there a currency conversion fee when trading Stocks and ETFs (helpcentrum, Engelstalig)',
  url: 'https://intercom-help.eu/xtb/lt/articles/81333-is-there-a-currency-conversion-fee-when-trading-stocks-and-etfs-listed-in-other-currencies',
};

const CHECKED = '2026-11-28';
const read = (source: FeeSource): Reading => ({ ...undatedPage(source, CHECKED), confirmed: false });
const notDutch = 'van het helpcentrum van XTB in een ander land; een Nederlandse tarievenpagina konden we niet lezen';

/** The exchanges XTB offers shares and ETFs on, as far as the model names them (not confirmed one by one). */
const XTB_MARKETS: readonly MarketId[] = [
  'euronext-amsterdam',
  'euronext-brussels',
  'euronext-paris',
  'euronext-lisbon',
  'euronext-milan',
  'xetra',
  'lse',
  'six',
  'nordics',
  'warsaw',
  'bolsa-madrid',
  'us',
];

export const home: ProviderHome = {
  facts: {
    markets: 'Euronext, Xetra, de VS en andere Europese beurzen',
    features: ['Geen commissie tot € 100.000 per maand', 'Veel Europese beurzen', 'Eigen platform xStation'],
    rating: null,
    url: 'https://www.xtb.com/nl',
    affiliate: false,
    updated: CHECKED,
  },
  profile: {
    description:
      "XTB is een Poolse beursgenoteerde broker (XTB S.A., Warschau) die in Nederland werkt via een Nederlands bijkantoor. Je belegt in aandelen en ETF's zonder commissie zolang je minder dan € 100.000 per maand verhandelt; daarboven kost een order 0,2%. XTB biedt daarnaast CFD's aan, die buiten deze vergelijking vallen.",
    users: "Actieve en kostenbewuste beleggers die zonder orderkosten in aandelen en ETF's willen handelen.",
    customerService: 'Per telefoon, chat en e-mail; het helpcentrum vonden we niet in het Nederlands.',
    platformUsage:
      'Het eigen platform xStation, als app en in de browser, met grafieken en analyses; ook CFD-handel, wat voor beginners verwarrend kan zijn.',
    regulation:
      'XTB S.A. staat onder toezicht van de Poolse toezichthouder KNF; het Nederlandse bijkantoor is geregistreerd bij de AFM. Effecten vallen onder het Poolse beleggerscompensatiestelsel (KDPW): 100% tot € 3.000 en 90% daarboven tot € 22.000 (niet bevestigd voor Nederlandse klanten).',
    pros: [
      "Geen commissie op aandelen en ETF's tot € 100.000 per maand",
      'Veel beurzen in Europa en de VS',
      'Uitgebreid platform met grafieken en analyses',
    ],
    cons: [
      'Valuta wisselen kost 0,5%',
      'Inactiviteitskosten van € 10 per maand voor een lege rekening zonder activiteit',
      "XTB verkoopt ook risicovolle CFD's, die in de app naast gewone aandelen staan",
      'Geen Nederlandse fiscale gegevens: de belastingaangifte doe je zelf',
    ],
    protection: {
      depositGuarantee: 'Geen depositogarantie: XTB is geen bank. Geld van klanten staat gescheiden van dat van XTB.',
      investorCompensation:
        'Pools beleggerscompensatiestelsel (KDPW): 100% tot € 3.000 en 90% daarboven tot € 22.000 (niet bevestigd voor Nederlandse klanten).',
      supervisor: 'KNF (Polen); het Nederlandse bijkantoor is geregistreerd bij de AFM.',
    },
    sources: [
      { title: FEES.title, url: FEES.url, checked: CHECKED, confirmed: false },
      { title: FX.title, url: FX.url, checked: CHECKED, confirmed: false },
    ],
    notCounted: [
      'Een minimum per order boven € 100.000 per maand: de gelezen bron noemt alleen 0,2%',
      'Overboeken van aandelen of ETF’s tussen twee rekeningen bij XTB: 0,5% per ISIN, min. € 25 (Engelstalig helpcentrum)',
    ],
  },
  corrections: [],
};

export const tariff: BrokerTariff = onePlan('xtb', 'standard', [
  {
    ...order('order', XTB_MARKETS, fee.percentage(0.2), {
      ...read(FEES),
      note: `aandelen en ETF's; welke beurzen precies, vonden we niet bevestigd; ${notDutch}`,
    }),
    freeMonthlyVolumeEur: 100_000,
  },
  orderFx(fee.percentage(0.5), { ...read(FX), note: `0,5% op de wisselkoers van XTB; ${notDutch}` }),
  service('custody', 'year', fee.free, { ...read(FEES), note: `geen bewaar- of servicekosten; ${notDutch}` }),
  inactivity(
    fee.flat(10),
    12,
    {
      ...read(FEES),
      note: `na 365 dagen zonder transactie en zonder storting in de laatste 90 dagen; bezit van aandelen of ETF's telt als activiteit; ${notDutch}`,
    },
    { holdingIsActivity: true },
  ),
]);

const notPublished: LeavingReading = {
  ...leavingReading(
    FEES,
    'een tarief voor het overboeken naar of van een andere broker vonden we niet; alleen tussen twee eigen XTB-rekeningen (0,5% per ISIN, min. € 25)',
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
    note: 'hoe je een overboeking aanvraagt, vonden we niet; DACSI is de dienst van Nederlandse banken en DEGIRO, dus vermoedelijk een verzoek bij XTB zelf',
  },
};
