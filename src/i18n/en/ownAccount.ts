// English UI texts of keeping the reader's own portfolio with their account (src/islands/portfolio/own/
// AccountSwitch.tsx). A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_OWN_ACCOUNT = {
  'ownAccount.label': 'Keep my portfolio with my account',
  'ownAccount.what':
    'Off unless you turn it on. When on, the transactions read from your exports (day, instrument, quantity, price, amount, costs, dividends and tax withheld, and the file’s name) and the prices you typed are stored with your account on Brokerkompas’s server, so your other devices show the same portfolio when you sign in there. Your files themselves are never sent.',
  'ownAccount.off':
    'Turning it off removes your portfolio from the server; this device keeps its own copy until you sign out.',
  'ownAccount.checking': 'Checking whether your account keeps a portfolio…',
  'ownAccount.on':
    'Kept with your account. A change here reaches your other devices; removing your portfolio here removes it from your account too.',
  'ownAccount.stopped': 'Not kept with your account: your portfolio is on this device only.',
  'ownAccount.busy': 'Talking to your account…',
  'ownAccount.problem.tooLarge':
    'Your portfolio is larger than your account can keep ({size} of transactions). It stays on this device only.',
  'ownAccount.problem.turnOnFailed':
    'Your account could not be reached. Your portfolio is kept on this device and sent as soon as the connection is back.',
  'ownAccount.problem.turnOffFailed':
    'Your account could not be reached, so its copy was not removed. Try again when you are online.',
  'ownAccount.syncFailed': 'Your latest changes have not reached your account yet; they are kept here and sent again.',
  'ownAccount.overLimit':
    'Together with your other device’s transactions, your portfolio is larger than your account can keep ({size}). The latest changes stay on this device only.',
  'ownAccount.refused':
    'Your account did not accept your portfolio as it is. It stays on this device and is not sent again until it changes.',
  'ownAccount.wait':
    'Your account is getting too many requests right now. Your changes are kept here and sent again in {seconds} seconds.',
} as const;

/** Its texts for islands: `tOwnAccount('key', { values })`. */
export const tOwnAccount = /* @__PURE__ */ textsOf(EN_OWN_ACCOUNT);
