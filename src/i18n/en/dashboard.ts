// English UI texts of the dashboard. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_DASHBOARD = {
  // Dashboard
  'dashboard.title': 'Portfolio Dashboard',
  'dashboard.intro':
    'Your portfolio at a glance: its value, what it cost, your gains and losses, and each holding, built from the exports you choose, on this device.',
  'dashboard.signedOut.title': 'Please log in to view your portfolio',
  'dashboard.signedOut.text': 'Create an account or sign in to start tracking your investments',
  'dashboard.summary': 'Summary',
  'dashboard.totalValue': 'Total Portfolio Value',
  'dashboard.today': '{change} ({percent}) today',
  'dashboard.totalCost': 'Total Cost',
  'dashboard.invested': 'Amount invested',
  'dashboard.totalGain': 'Total Gain/Loss',
  'dashboard.holdings': 'Holdings',
  'dashboard.differentStocks': 'Different stocks',
  'dashboard.sectors': 'Sector Allocation',
  'dashboard.yourHoldings': 'Your Holdings',
  'dashboard.holdingsTable': 'Your Holdings table',
  // The way to the file field and 'My files' list, which live on /portfolio (not loaded here: the page's budget)
  'dashboard.files.text': 'Your broker exports are chosen and listed on one page:',
  'dashboard.files.link': 'Choose your broker exports on My portfolio',
} as const;

/** Its texts for islands: `tDashboard('key', { values })`. */
export const tDashboard = /* @__PURE__ */ textsOf(EN_DASHBOARD);
