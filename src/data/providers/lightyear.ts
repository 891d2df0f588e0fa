// Lightyear: facts, profile, tariff and leaving costs for Dutch clients. Lightyear Europe AS (Estonia) serves EU
// clients from one tariff: ETFs without commission, € 1 per order in EU shares, 0,1% (min. $ 0,10, max. $ 1) per US
// order, 0,35% currency conversion, card deposits 0,5% after a first € 500. The fee table was read on Lightyear's
// English help page for its EU entity (the Hungarian locale); the Dutch help page names the entity and the custody of
// US shares at Alpaca but links the fees elsewhere, so the fees are unconfirmed for the Netherlands.
import type { LeavingCosts, LeavingReading } from './leaving.ts';
import { leavingReading } from './leavingSources.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { deposit, fee, onePlan, order, orderFx, service, undatedPage, withdrawal } from './types.ts';
import type { MarketId } from './types.ts';

const FEES: FeeSource = {
  title: 'Lightyear – Fees and taxes (Engelstalig, EU-entiteit)',
  url: 'https://lightyear.com/en-hu/help/deposits-conversions-and-withdrawals/fees-and-taxes',
};
const HELP_NL: FeeSource = { title: 'Lightyear – Help (Nederlands)', url: 'https://lightyear.com/nl-nl/help' };
const STOCK_TRANSFER: FeeSource = {
  title: 'Lightyear – How to transfer my stocks? (Engelstalig helpcentrum, EU)',
  url: 'https://lightyear.com/eu/help/trading-and-investments/stock-transfer',
};

/** Read on the day of the check; the page carries no date (validFromSeen). */
const CHECKED = '2026-11-28';
const read: Reading = { ...undatedPage(FEES, CHECKED), confirmed: false };
const notDutch = 'gelezen op de Engelstalige tarievenpagina van Lightyears EU-entiteit; een Nederlandse vonden we niet';

/** The EU exchanges whose shares are € 1 an order: which exchanges Lightyear offers exactly, we did not confirm. */
const EU_MARKETS: readonly MarketId[] = ['euronext-amsterdam', 'euronext-brussels', 'euronext-paris', 'xetra'];

export const home: ProviderHome = {
  facts: {
    markets: 'Euronext, Xetra en de VS',
    features: ["ETF's zonder orderkosten", 'Rekening in meerdere valuta', 'Rente op geldmarktfondsen'],
    rating: null,
    url: 'https://lightyear.com/nl-nl',
    affiliate: false,
    updated: CHECKED,
  },
  profile: {
    description:
      "Lightyear is een Estse broker (Lightyear Europe AS, Tallinn) waarmee je in ETF's, Europese en Amerikaanse aandelen en geldmarktfondsen belegt. ETF's koop je zonder orderkosten; een Europees aandeel kost € 1 per order en een Amerikaans aandeel 0,1% (hoogstens $ 1). Valuta wisselen kost 0,35%.",
    users: "Beginners en kostenbewuste beleggers die vooral ETF's kopen of in dollars willen beleggen.",
    customerService: 'Via de chat in de app en per e-mail; het helpcentrum is ook in het Nederlands.',
    platformUsage: 'Een app en een webversie, eenvoudig, met fractionele aandelen en een rekening in meerdere valuta.',
    regulation:
      'Lightyear Europe AS is een beleggingsonderneming met een vergunning van de Estse toezichthouder (Finantsinspektsioon). Amerikaanse effecten worden bewaard bij Alpaca (lid van SIPC, tot $ 500.000). Het Estse beleggerscompensatiestelsel geldt voor de overige effecten (bedrag niet bevestigd voor Nederlandse klanten). Niet belegd geld staat gescheiden bij banken en in geldmarktfondsen.',
    pros: [
      "ETF's zonder orderkosten",
      'Lage vaste kosten per order in aandelen',
      'Rekening in euro, dollar en pond, zodat je niet bij elke order wisselt',
    ],
    cons: [
      'Valuta wisselen kost 0,35%',
      'Minder beurzen en effecten dan de grote brokers',
      'Geen Nederlandse fiscale gegevens: de belastingaangifte doe je zelf',
      'De tarieven vonden we niet op een Nederlandse pagina',
    ],
    protection: {
      depositGuarantee:
        'Geen depositogarantie: Lightyear is geen bank. Niet belegd geld staat gescheiden bij banken en in geldmarktfondsen.',
      investorCompensation:
        'Amerikaanse effecten bij Alpaca vallen onder SIPC tot $ 500.000. Voor de overige effecten geldt het Estse beleggerscompensatiestelsel (bedrag niet bevestigd voor Nederlandse klanten).',
      supervisor: 'Finantsinspektsioon (Estland).',
    },
    sources: [
      { title: HELP_NL.title, url: HELP_NL.url, checked: CHECKED, confirmed: true },
      { title: FEES.title, url: FEES.url, checked: CHECKED, confirmed: false },
    ],
    notCounted: [
      'Britse aandelen: £ 1 per order (Engelstalige tarievenpagina); het model rekent niet in ponden, daarom telt de beurs van Londen als niet beschikbaar',
      'Financiële-transactiebelasting op Franse en Spaanse aandelen (0,3% en 0,2% op een aankoop): een belasting, geen tarief van Lightyear',
    ],
  },
  corrections: [],
};

export const tariff: BrokerTariff = onePlan('lightyear', 'standard', [
  order(
    'order-eu',
    EU_MARKETS,
    fee.flat(1),
    { ...read, note: `€ 1 per order in een EU-aandeel; ${notDutch}` },
    {
      assets: 'share',
    },
  ),
  order(
    'order-us',
    ['us'],
    fee.percentage(0.1, { min: 0.1, max: 1, currency: 'USD' }),
    { ...read, note: `per order in een Amerikaans aandeel; ${notDutch}` },
    { assets: 'share' },
  ),
  order(
    'order-etf',
    EU_MARKETS,
    fee.free,
    { ...read, note: `geen orderkosten op een ETF; ${notDutch}` },
    { assets: 'etf' },
  ),
  orderFx(fee.percentage(0.35), { ...read, note: `tegen de actuele interbancaire koers; ${notDutch}` }),
  service('custody', 'year', fee.free, { ...read, note: `bewaren van effecten is gratis; ${notDutch}` }),
  deposit(
    'card',
    fee.percentage(0.5),
    { ...read, note: `snelle storting met een kaart, Apple Pay of Google Pay; de eerste € 500 gratis; ${notDutch}` },
    { freeUpToTotalEur: 500 },
  ),
  withdrawal(fee.free, { ...read, note: `een gewone overschrijving naar je bank is gratis; ${notDutch}` }),
]);

/** Lightyear's pages read name no transfer of securities to or from another broker. */
const notPublished: LeavingReading = {
  ...leavingReading(HELP_NL, 'in het helpcentrum vonden we geen tarief voor het overboeken van effecten'),
};

export const leaving: LeavingCosts = {
  transferOut: { ...notPublished, fee: null, per: 'position' },
  transferIn: {
    ...leavingReading(
      STOCK_TRANSFER,
      'Lightyear rekent niets voor een inkomende overboeking (je oude broker misschien wel); alleen hele aandelen uit het aanbod van Lightyear, elke positie minstens $ 1.000 waard',
    ),
    confirmed: false,
    fee: fee.free,
    per: 'position',
  },
  fractions: {
    ...notPublished,
    rule: null,
    note: 'Lightyear verkoopt fracties van aandelen; of die mee overgaan, vonden we niet',
  },
  route: {
    ...notPublished,
    confirmed: false,
    how: 'own-form',
    note: 'hoe je een overboeking aanvraagt, vonden we niet; DACSI is de dienst van Nederlandse banken en DEGIRO, dus vermoedelijk een verzoek bij Lightyear zelf',
  },
};
