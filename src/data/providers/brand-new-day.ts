// Brand New Day: facts, profile and tariff of its beleggingsrekening for Dutch clients. Brand New Day Bank N.V. sells
// only its own index funds: orders in shares and ETFs are not offered on any market; its world fund (BND Wereld
// Indexfonds C-Hedged) counts for a monthly world-index plan. The protection is from Brand New Day's own page; the
// service fee (0,11% per quarter on the quarter's average value) and the free purchases are indexfondsenvergelijken.nl's
// reading of Brand New Day's cost page (its broker data, last changed 6 February 2025): that page could not be read
// here, so those figures are unconfirmed and their note names the third party.
import { ALL_MARKETS } from '../tariffs/markets.ts';
import type { LeavingCosts } from './leaving.ts';
import { leavingReading } from './leavingSources.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, onePlan, order, ownFund, savingsPlan, service } from './types.ts';

const SAFETY: FeeSource = {
  title: 'Brand New Day – De veiligheid van uw beleggingen',
  url: 'https://new.brandnewday.nl/veiligheid-beleggingen/',
};
/** The cost section indexfondsenvergelijken.nl's broker data points to (github.com/nicwortel/indexfondsenvergelijken.nl, data/brokers.json). */
const COSTS: FeeSource = {
  title: 'Brand New Day – Beleggingsrekening, kosten',
  url: 'https://www.brandnewday.nl/particulier/beleggingsrekening/#kosten',
};
const CHECKED = '2026-11-28';
const IFV_DATE = '2025-02-06';
const ifvNote =
  'zoals indexfondsenvergelijken.nl deze kostenpagina las (hun brokergegevens, laatst gewijzigd 6 februari 2025); de pagina van Brand New Day zelf konden we niet lezen';

export const home: ProviderHome = {
  facts: {
    markets: 'Alleen eigen indexfondsen',
    features: ['Indexfondsen', 'Automatisch maandelijks inleggen', 'Geen aankoopkosten (niet bevestigd)'],
    rating: null,
    affiliate: false,
    url: 'https://www.brandnewday.nl',
    updated: CHECKED,
  },
  profile: {
    description:
      'Brand New Day is een Nederlandse bank voor vermogensopbouw en pensioen. Op de beleggingsrekening beleg je in eigen indexfondsen van Brand New Day, zoals het BND Wereld Indexfonds; je koopt geen losse aandelen of ETF’s. Je betaalt servicekosten per kwartaal over je gemiddeld belegd vermogen en de lopende kosten van de fondsen.',
    users: 'Passieve beleggers die maandelijks in een paar brede indexfondsen willen inleggen.',
    customerService: 'Nederlandstalig, per telefoon en e-mail.',
    platformUsage:
      'Een online omgeving (MijnBND) om in te leggen, je fondsverdeling te kiezen en te volgen; aankopen één keer per maand, verkopen bijna elke week.',
    regulation:
      'Brand New Day Bank N.V. is een Nederlandse bank onder toezicht van De Nederlandsche Bank. De beleggingen vallen onder de Wet giraal effectenverkeer: ze staan in een verzameldepot, gescheiden van het vermogen van de bank. Faalt de bank omdat zij die wet niet naleeft, dan geldt het beleggerscompensatiestelsel tot € 20.000 per persoon.',
    pros: [
      'Brede indexfondsen met lage lopende kosten',
      'Geen aankoopkosten bij een inleg (lezing van een derde, niet bevestigd)',
      'Nederlandse bank: spaargeld valt onder de depositogarantie',
    ],
    cons: [
      'Alleen de eigen fondsen: geen aandelen en geen ETF’s',
      'Servicekosten van 0,11% per kwartaal (0,44% per jaar) bovenop de fondskosten',
      'Aankopen maar één keer per maand',
      'Overboeken van je fondsen naar een andere aanbieder vonden we niet beschreven',
    ],
    protection: {
      depositGuarantee:
        'Nederlandse depositogarantie tot € 100.000 per persoon per bank op spaargeld, ook op het deel van een beleggingsrekening dat je als ‘cash’ aanhoudt.',
      investorCompensation:
        'Beleggingen in een verzameldepot onder de Wet giraal effectenverkeer, gescheiden van de bank; beleggerscompensatiestelsel tot € 20.000 per persoon.',
      supervisor: 'De Nederlandsche Bank.',
    },
    sources: [
      { ...SAFETY, checked: CHECKED, confirmed: true },
      { ...COSTS, checked: CHECKED, confirmed: false },
      {
        title: 'Brand New Day – Maandelijks handelen (Brand New Day Vermogensopbouw)',
        url: 'https://new.brandnewday.nl/particulier/handelen-vermogensopbouw/',
        checked: CHECKED,
        confirmed: false,
      },
    ],
  },
  corrections: [],
};

const ifv: Reading = { source: COSTS, checked: CHECKED, validFrom: IFV_DATE, validFromSeen: true, confirmed: false };

export const tariff: BrokerTariff = onePlan('brand-new-day', 'standard', [
  order('order', ALL_MARKETS, fee.notOffered, {
    ...ifv,
    note: 'Brand New Day biedt alleen zijn eigen indexfondsen: geen aandelen en geen ETF’s op een beurs',
  }),
  savingsPlan('all', fee.free, { ...ifv, note: `geen aankoopkosten bij een inleg in een fonds; ${ifvNote}` }),
  service('service', 'quarter', fee.percentage(0.11), {
    ...ifv,
    note: `servicekosten per kwartaal over de gemiddelde waarde van je beleggingen in dat kwartaal; ${ifvNote}`,
  }),
  ownFund(fee.percentage(0.15), {
    ...ifv,
    note: 'lopende kosten van het BND Wereld Indexfonds C-Hedged (uit de fondsenlijst, lezing van indexfondsenvergelijken.nl van het essentiële-informatiedocument), in plaats van de TER van je ETF',
  }),
]);

const check = leavingReading(SAFETY);

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
    note: 'alleen eigen fondsen: we gaan uit van verkopen (bijna elke week een verkoopmoment) en het geld uitbetalen; niet bevestigd',
  },
  ownFundEntry: {
    ...ifv,
    fee: fee.free,
    note: `geen aankoopkosten; ${ifvNote}`,
  },
};
