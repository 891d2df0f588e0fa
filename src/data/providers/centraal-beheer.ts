// Centraal Beheer: facts, profile and tariff of its fund account for Dutch clients. Centraal Beheer (Achmea) sells only
// the Achmea funds of its own fund account: orders in shares and ETFs are not offered on any market; its world equity
// fund (Achmea Wereldwijd Aandelen Fonds A) counts for a monthly world-index plan. From the cost page of 'Centraal
// Beheer Fondsbeleggen' as stored (no date on the page): the account is now sold as 'Centraal Beheer Beleggen', whose
// own current cost page we could not read, so every figure is unconfirmed ('niet bevestigd').
import { ALL_MARKETS } from '../tariffs/markets.ts';
import type { LeavingCosts } from './leaving.ts';
import { leavingReading } from './leavingSources.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, onePlan, order, ownFund, savingsPlan, service, undatedPage } from './types.ts';

const COSTS: FeeSource = {
  title: 'Centraal Beheer Fondsbeleggen – Kosten',
  url: 'https://www.centraalbeheer.nl/sparen-en-beleggen/fondsbeleggen/Paginas/kosten.aspx',
};
const CHECKED = '2026-11-28';
const copyNote =
  'van de kostenpagina van Centraal Beheer Fondsbeleggen zoals bewaard (zonder datum); de actuele pagina van Centraal Beheer Beleggen konden we niet lezen';

export const home: ProviderHome = {
  facts: {
    markets: 'Alleen eigen fondsen (Achmea)',
    features: ['Indexfondsen en mixfondsen', 'Automatisch maandelijks inleggen', 'Geen beurshandel'],
    rating: null,
    affiliate: false,
    url: 'https://www.centraalbeheer.nl',
    updated: CHECKED,
  },
  profile: {
    description:
      'Centraal Beheer, onderdeel van Achmea, biedt een fondsrekening (Centraal Beheer Beleggen, eerder Fondsbeleggen) met eigen fondsen van Achmea: mixfondsen, obligatiefondsen en een wereldwijd aandelenfonds. Je koopt geen losse aandelen of ETF’s. Je betaalt aan- en verkoopkosten, servicekosten per kwartaal en de lopende kosten van het fonds.',
    users: 'Beleggers die eenvoudig, ook maandelijks, in een paar fondsen van een bekende verzekeraar willen beleggen.',
    customerService: 'Nederlandstalig, per telefoon en online.',
    platformUsage:
      'Een online omgeving om in te leggen, te verkopen en te switchen tussen de fondsen; geen beurshandel.',
    regulation:
      'De fondsen worden beheerd door Achmea Investment Management B.V. (vergunning van de AFM) en hebben een aparte bewaarder, zodat het fondsvermogen gescheiden is van dat van Achmea (niet bevestigd voor de huidige versie van het prospectus).',
    pros: [
      'Eenvoudig beleggen in een paar fondsen, ook maandelijks',
      'Servicekosten met een vast maximum per kwartaal',
      'Gratis switchen tussen de fondsen',
    ],
    cons: [
      'Alleen de eigen fondsen van Achmea: geen aandelen en geen ETF’s',
      'Aan- en verkoopkosten van 0,50% bij elke inleg en elke verkoop',
      'Servicekosten die bij een klein vermogen zwaar wegen: € 47 per jaar, of 2% per jaar onder € 2.350',
      'Overboeken van je fondsen naar een andere aanbieder vonden we niet beschreven',
    ],
    protection: {
      depositGuarantee: 'Geen depositogarantie op de fondsrekening: het geld is belegd in fondsen.',
      investorCompensation:
        'De fondsen hebben een aparte bewaarder; het fondsvermogen valt niet in een faillissement van Achmea (niet bevestigd voor de huidige versie). Of het Nederlandse beleggerscompensatiestelsel (tot € 20.000) van toepassing is, is niet bevestigd.',
      supervisor:
        'AFM, als toezichthouder op Achmea Investment Management B.V., de beheerder van de fondsen (niet bevestigd op een actuele pagina).',
    },
    sources: [
      { ...COSTS, checked: CHECKED, confirmed: false },
      {
        title: 'Achmea Investment Management – Het prospectus verandert (2018)',
        url: 'https://www.achmeainvestmentmanagement.nl/particulier/nieuws/het-prospectus-verandert',
        checked: CHECKED,
        confirmed: false,
      },
    ],
    notCounted: [
      'Op- en afslagkosten van de fondsen (verschillen per fonds volgens de kostenpagina van Centraal Beheer Fondsbeleggen).',
      'De transactiekosten en het dividendlek van het Achmea Wereldwijd Aandelen Fonds A: die vonden we niet.',
    ],
  },
  corrections: [],
};

const copy: Reading = { ...undatedPage(COSTS, CHECKED), confirmed: false };

export const tariff: BrokerTariff = onePlan('centraal-beheer', 'standard', [
  order('order', ALL_MARKETS, fee.notOffered, {
    ...copy,
    note: 'Centraal Beheer biedt alleen de fondsen van Achmea: geen aandelen en geen ETF’s op een beurs',
  }),
  savingsPlan('all', fee.percentage(0.5, { max: 100 }), {
    ...copy,
    note: `aankoopkosten bij elke inleg in een fonds (max. € 100 per fonds per opdracht); ${copyNote}`,
  }),
  service('service', 'quarter', fee.percentage(0.5, { max: 11.75 }), {
    ...copy,
    note: `servicekosten per kwartaal per rekening: € 11,75, of 0,50% van de waarde op de laatste dag van het vorige kwartaal als je minder dan € 2.350 belegd hebt; ${copyNote}`,
  }),
  ownFund(fee.percentage(0.28), {
    ...copy,
    note: `lopende kosten van het Achmea Wereldwijd Aandelen Fonds A, in plaats van de TER van je ETF; ${copyNote}`,
  }),
]);

const reading = { ...leavingReading(COSTS), confirmed: false as const };

export const leaving: LeavingCosts = {
  transferOut: {
    ...reading,
    fee: null,
    per: 'transfer',
    note: 'de kostenpagina noemt geen overboeking van fondsen naar een andere aanbieder',
  },
  transferIn: {
    ...reading,
    fee: null,
    per: 'transfer',
    note: 'inkomende overboekingen van effecten vonden we niet beschreven',
  },
  fractions: { ...reading, rule: null, note: 'niet gepubliceerd' },
  route: {
    ...reading,
    how: 'not-offered',
    note: 'alleen eigen fondsen van Achmea: we gaan uit van verkopen (met verkoopkosten) en het geld uitbetalen; niet bevestigd',
  },
  ownFundExit: {
    ...reading,
    fee: fee.percentage(0.5, { max: 100 }),
    note: `verkoopkosten: 0,50% van het verkoopbedrag, max. € 100 per fonds per opdracht; ${copyNote}`,
  },
  ownFundEntry: {
    ...reading,
    fee: fee.percentage(0.5, { max: 100 }),
    note: `aankoopkosten: 0,50% van het aankoopbedrag, max. € 100 per fonds per opdracht; ${copyNote}`,
  },
};
