// What the three Dutch banks (ING, ABN AMRO, Rabobank) share: the Dutch deposit guarantee and investor compensation,
// their supervisors and the regulator's page on the compensation scheme. Written once; each bank's file uses it.
import type { BrokerProtection, FactSource } from './types.ts';

/** Supervision and protection of a Dutch bank, as the pages show them. */
export const DUTCH_BANK_PROTECTION: BrokerProtection = {
  depositGuarantee: 'Nederlands depositogarantiestelsel: 100% tot €100.000 per persoon per bank.',
  investorCompensation:
    'Nederlands beleggerscompensatiestelsel tot €20.000; effecten worden volgens de Wet giraal effectenverkeer gescheiden van het vermogen van de bank bewaard.',
  supervisor: 'De Nederlandsche Bank (met de ECB) en de AFM.',
};

/** The regulation line of a Dutch bank, after its legal name and a comma. */
export const DUTCH_BANK_SUPERVISION = `een Nederlandse bank onder toezicht van De Nederlandsche Bank (DNB, binnen het Europese bankentoezicht van de ECB) en de AFM. Geld valt onder het Nederlandse depositogarantiestelsel tot €100.000; effecten vallen onder het beleggerscompensatiestelsel tot €20.000.`;

/** The AFM's page on the investor compensation scheme (up to € 20,000 per person). */
export const AFM_COMPENSATION: FactSource = {
  title: 'AFM – Beleggerscompensatiestelsel',
  url: 'https://www.afm.nl/en/consumer/vertrouwen/garantieregelingen/beleggerscompensatie.aspx',
  checked: '2026-11-25',
  confirmed: true,
};
