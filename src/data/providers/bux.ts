// BUX: facts, profile and tariff for Dutch clients: € 1 per order in European shares, no commission on US shares, a
// 0.25% markup on the dollar rate (on orders and dividends), no service or custody fee. From BUX's own fee schedule;
// the page read carries no date and still has the 'BUX Zero' name, so the figures are unconfirmed for today. What
// could not be confirmed on BUX's own current page says so in words ('niet bevestigd').
import { AFM_COMPENSATION } from './dutchBank.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { dividendFx, fee, idealDeposit, onePlan, order, orderFx, service, undatedPage } from './types.ts';

export const home: ProviderHome = {
  facts: {
    markets: 'Europese en Amerikaanse aandelen',
    features: ['Eenvoudige app', 'Lage orderkosten', 'Fractionele aandelen'],
    rating: null,
    affiliate: false,
    url: 'https://getbux.com',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "BUX is een Amsterdamse app-broker waarmee je in aandelen en ETF's belegt voor lage vaste orderkosten, ook in delen van een aandeel. Sinds 2024 hoort BUX bij ABN AMRO. Voor Amerikaanse aandelen rekent BUX een opslag op de wisselkoers.",
    users: 'Beginnende beleggers die vanuit een app met kleine bedragen willen beleggen.',
    customerService: 'Via de app en e-mail, in het Nederlands en Engels.',
    platformUsage: 'Alleen een mobiele app; eenvoudig, met markt- en limietorders.',
    regulation:
      'BUX Financial Services B.V., een Nederlandse beleggingsonderneming met een vergunning van de AFM, onder toezicht van de AFM en DNB (niet bevestigd op de eigen site van BUX). Effecten vallen onder het Nederlandse beleggerscompensatiestelsel tot €20.000.',
    pros: ['Lage vaste orderkosten', 'Geen service- of bewaarkosten', 'Eenvoudige app, ook met kleine bedragen'],
    cons: [
      'Valutaopslag van 0,25% bij Amerikaanse aandelen',
      'Alleen een app, geen webplatform',
      'Geen bank: geen depositogarantie bij BUX zelf',
    ],
    protection: {
      depositGuarantee:
        'Geen depositogarantie bij BUX zelf: BUX is geen bank. Hoe en waar het saldo wordt aangehouden is niet bevestigd op de eigen site van BUX.',
      investorCompensation:
        'Nederlands beleggerscompensatiestelsel tot €20.000. Of effecten in een aparte bewaarentiteit worden gehouden is niet bevestigd op de eigen site van BUX.',
      supervisor: 'AFM en DNB (niet bevestigd op de eigen site van BUX).',
    },
    sources: [
      {
        title: 'BUX – Fee schedule',
        url: 'https://getbux.com/bux-zero/fee-schedule/',
        checked: '2026-11-25',
        confirmed: false,
      },
      AFM_COMPENSATION,
    ],
  },
  corrections: [],
};

const FEES: FeeSource = { title: 'BUX – Fee schedule', url: 'https://getbux.com/bux-zero/fee-schedule/' };
const COSTS: FeeSource = { title: 'BUX – Costs and charges', url: 'https://getbux.com/fee-schedule/' };

/** Not known: the page read has no date. The date it was read stands in (validFromSeen). */
const read = (source: FeeSource): Reading => ({ ...undatedPage(source, '2026-11-25'), confirmed: false });
const undated = 'de tarievenpagina van BUX heeft geen datum en noemt nog BUX Zero';

export const tariff: BrokerTariff = onePlan('bux', 'standard', [
  order('order-eu', ['euronext-amsterdam', 'euronext-brussels', 'euronext-paris', 'xetra'], fee.flat(1), {
    ...read(FEES),
    note: `markt- en limietorders in Europese aandelen; welke beurzen precies vonden we niet bevestigd; ${undated}`,
  }),
  order('order-us', ['us'], fee.free, { ...read(FEES), note: undated }),
  order(
    'order-not-offered',
    ['euronext-milan', 'euronext-lisbon', 'tradegate', 'lse', 'six', 'nordics', 'warsaw'],
    fee.notOffered,
    { ...read(FEES), note: 'deze beurzen vonden we niet bij BUX' },
  ),
  orderFx(fee.percentage(0.25), {
    ...read(COSTS),
    note: `opslag op de wisselkoers bij Amerikaanse aandelen; ${undated}`,
  }),
  dividendFx(fee.percentage(0.25), { ...read(COSTS), note: 'ook op dividend van Amerikaanse aandelen' }),
  service('service', 'year', fee.free, { ...read(FEES), note: `geen service- of bewaarkosten; ${undated}` }),
  idealDeposit(fee.free, { ...read(FEES), note: 'storten en opnemen zonder kosten' }),
]);
