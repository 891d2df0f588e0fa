// FitVermogen: facts, profile and tariff for Dutch clients. FitVermogen sells a portfolio of Goldman Sachs index funds
// (formerly NN Investment Partners' Enhanced Index funds): orders in shares and ETFs are not offered; its world equity
// fund (Goldman Sachs Enhanced Index Sustainable Equity) counts for a monthly world-index plan. It takes the place of
// OHRA's beleggingsrekening, which was converted into Nationale-Nederlanden's Zelf Beleggen in October 2019
// (nn.nl, 'Omzetting Beleggen'), the first of the replacements. No service fee and no purchase costs is
// indexfondsenvergelijken.nl's reading (its broker data, last changed 6 February 2025); FitVermogen's own cost page
// could not be read, so the figures are unconfirmed and named as a third party's reading.
import { ALL_MARKETS } from '../tariffs/markets.ts';
import type { LeavingCosts } from './leaving.ts';
import { leavingReading } from './leavingSources.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, onePlan, order, ownFund, savingsPlan, service } from './types.ts';

const QUESTIONS: FeeSource = { title: 'FitVermogen – Vragen', url: 'https://www.fitvermogen.nl/vragen' };
const OHRA_CONVERTED: FeeSource = {
  title: 'Nationale-Nederlanden – Omzetting Beleggen (OHRA Beleggersrekening, oktober 2019)',
  url: 'https://www.nn.nl/Krachtenbundeling/Sparen-Beleggen/Omzetting-Beleggen.htm',
};
const CHECKED = '2026-11-28';
const IFV_DATE = '2025-02-06';
const ifvNote =
  'zoals indexfondsenvergelijken.nl de kosten van FitVermogen las, met deze pagina als bron (hun brokergegevens op github.com/nicwortel/indexfondsenvergelijken.nl, laatst gewijzigd 6 februari 2025); de kosten zelf lazen we er niet';

export const home: ProviderHome = {
  facts: {
    markets: 'Alleen een portefeuille van indexfondsen (Goldman Sachs)',
    features: ['Indexfondsen', 'Automatisch maandelijks inleggen', 'Geen servicekosten (niet bevestigd)'],
    rating: null,
    affiliate: false,
    url: 'https://www.fitvermogen.nl',
    updated: CHECKED,
  },
  profile: {
    description:
      'FitVermogen is een Nederlandse aanbieder van beleggen in indexfondsen van Goldman Sachs Asset Management (voorheen NN Investment Partners): een wereldwijd aandelenfonds en een fonds voor opkomende markten. Je koopt geen losse aandelen of ETF’s. De kosten zitten volgens een derde alleen in de lopende kosten van de fondsen.',
    users: 'Passieve beleggers die zonder omkijken in een duurzaam wereldwijd indexfonds willen inleggen.',
    customerService: 'Nederlandstalig, via de website (veelgestelde vragen).',
    platformUsage: 'Een online omgeving om in te leggen en je portefeuille te volgen; geen beurshandel.',
    regulation:
      'Welke vergunning FitVermogen heeft en welke beschermingsregeling geldt, vonden we niet op de gelezen pagina’s (niet bevestigd). De fondsen van Goldman Sachs Asset Management hebben een eigen bewaarder, gescheiden van de beheerder.',
    pros: [
      'Geen servicekosten en geen aankoopkosten bovenop het fonds (lezing van een derde, niet bevestigd)',
      'Breed gespreid, duurzaam wereldwijd indexfonds',
      'Automatisch maandelijks inleggen',
    ],
    cons: [
      'Alleen de fondsen van Goldman Sachs: geen aandelen en geen ETF’s',
      'Lopende kosten van het fonds hoger dan bij de goedkoopste wereld-ETF’s',
      'Vergunning en beschermingsregeling niet gevonden op de gelezen pagina’s',
      'Overboeken van je fondsen naar een andere aanbieder vonden we niet beschreven',
    ],
    protection: {
      depositGuarantee: 'Geen depositogarantie gevonden: FitVermogen is geen bank (niet bevestigd).',
      investorCompensation:
        'Niet gevonden op de gelezen pagina’s. De fondsen hebben een eigen bewaarder, zodat het fondsvermogen gescheiden is van dat van de beheerder (niet bevestigd).',
      supervisor: 'Niet bevestigd.',
    },
    sources: [
      { ...QUESTIONS, checked: CHECKED, confirmed: false },
      { ...OHRA_CONVERTED, checked: CHECKED, confirmed: true },
    ],
  },
  corrections: [],
};

const ifv: Reading = {
  source: QUESTIONS,
  checked: CHECKED,
  validFrom: IFV_DATE,
  validFromSeen: true,
  confirmed: false,
};

export const tariff: BrokerTariff = onePlan('fitvermogen', 'standard', [
  order('order', ALL_MARKETS, fee.notOffered, {
    ...ifv,
    note: 'FitVermogen biedt alleen zijn portefeuille van indexfondsen: geen aandelen en geen ETF’s op een beurs',
  }),
  savingsPlan('all', fee.free, { ...ifv, note: `geen aankoopkosten bij een inleg; ${ifvNote}` }),
  service('service', 'year', fee.free, { ...ifv, note: `geen servicekosten bovenop de fondskosten; ${ifvNote}` }),
  ownFund(fee.percentage(0.177), {
    ...ifv,
    note: 'lopende kosten van het Goldman Sachs Enhanced Index Sustainable Equity (uit de fondsenlijst, lezing van indexfondsenvergelijken.nl), in plaats van de TER van je ETF',
  }),
]);

const check = leavingReading(QUESTIONS);

export const leaving: LeavingCosts = {
  transferOut: {
    ...check,
    fee: null,
    per: 'transfer',
    note: 'niet gepubliceerd: overboeken van fondsen naar een andere aanbieder vonden we niet beschreven',
  },
  transferIn: {
    ...check,
    fee: null,
    per: 'transfer',
    note: 'niet gepubliceerd: inkomende overboekingen van effecten vonden we niet beschreven',
  },
  fractions: { ...check, rule: null, note: 'niet gepubliceerd' },
  route: {
    ...check,
    how: 'not-offered',
    confirmed: false,
    note: 'alleen eigen fondsen: we gaan uit van verkopen en het geld uitbetalen; niet bevestigd',
  },
  ownFundEntry: { ...ifv, fee: fee.free, note: `geen aankoopkosten; ${ifvNote}` },
};
