// BUX: facts and profile. Sources in profile.sources; what could not be confirmed on BUX's own current page says so
// in words ('niet bevestigd').
import { AFM_COMPENSATION } from './dutchBank.ts';
import type { ProviderData } from './types.ts';

export const BUX: ProviderData = {
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
};
