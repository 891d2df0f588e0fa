// English UI texts of shared by the portfolio screens and the stock screener. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_PORTFOLIO = {
  'portfolio.title': 'My Portfolio',
  // Shared by the portfolio screens
  'portfolio.signIn': 'Sign In',
  'portfolio.loading': 'Loading your portfolio…',
  'portfolio.welcome': 'Welcome, {email}',
  'portfolio.welcomeBack': 'Welcome back, {email}',
  'portfolio.investor': 'investor',
  'portfolio.cancel': 'Cancel',
  'portfolio.total': 'Total',
  // Screen-reader words after a ▲ or ▼
  'portfolio.up': 'up',
  'portfolio.down': 'down',
  // Column names and figures that several screens show
  'portfolio.stock': 'Stock',
  'portfolio.shares': 'Shares',
  'portfolio.avgPrice': 'Avg Price',
  'portfolio.price': 'Price',
  'portfolio.currentPrice': 'Current Price',
  'portfolio.marketValue': 'Market Value',
  'portfolio.gainLoss': 'Gain/Loss',
  'portfolio.change': 'Change',
  'portfolio.sector': 'Sector',
  'portfolio.watchlist': 'Watchlist',
  'portfolio.dividendsReceived': 'Dividends received',
  'portfolio.saveFailed':
    'Your changes could not be saved in this browser (its storage is full or blocked). They are kept on this page until you close or reload it.',
  'portfolio.syncFailed':
    'Your changes could not be saved to your account yet. They are kept in this browser and will be retried.',
  'portfolio.wait':
    'Your account is getting too many requests right now. Your changes are kept in this browser and sent again in {seconds} seconds.',
  'portfolio.refused':
    'Your account did not accept your latest preferences. They are kept in this browser and not sent again until you change them.',
  'portfolio.deleted':
    "Your account's data was deleted on another device or tab ('Verwijder mijn gegevens'). What this browser held from before is gone too.",
  'portfolio.settingsKept':
    'An edit of your display preferences made on another device was kept; the change made here was not applied.',
} as const;

/** Its texts for islands: `tPortfolio('key', { values })`. */
export const tPortfolio = /* @__PURE__ */ textsOf(EN_PORTFOLIO);
