// English words of the portfolio's demo mark, its file field, its 'My files' list (./myFiles.ts) and the account switch
// (./ownAccount.ts): the page does not carry them (the portfolio pages' 130 KB budget); the build worker sends them with
// its answer (src/browser/portfolioBuildWorker.ts), as it sends the dashboard's (./ownLabels.ts), and the panel shows
// once it has them (src/stores/ownPortfolio.ts › panelWord). A section of the English dictionary (./index.ts).
import { EN_MY_FILES } from './myFiles';
import { EN_OWN_ACCOUNT } from './ownAccount';

export const EN_OWN_IMPORT = {
  // The demo's mark (DemoNote.tsx), shown once the state is ready, and the file field
  'own.demo': 'Demo',
  'own.demoNote': 'Sample figures. Choose your exports below to see yours.',
  'own.demoInvite': 'Sample figures. Choose your exports on My portfolio to see yours here.',
  'own.demoInviteLink': 'Choose your exports',
  'own.import.title': 'Your exports',
  'own.import.label': 'Choose your exports',
  'own.import.hint':
    'Exports of DEGIRO, Trading 212, Trade Republic, IBKR, Saxo. Read here, files never sent; kept on this device until you sign out, and with your account only if you turn that on below.',
  'own.import.reading': 'Reading your files…',
  'own.import.failed': '{name}: not read.',
  'own.import.saveFailed': 'Not kept (storage full or blocked): shown on this page only.',
} as const;

/** Every word of the panel, as the worker sends them. */
export const EN_OWN_PANEL = { ...EN_OWN_IMPORT, ...EN_MY_FILES, ...EN_OWN_ACCOUNT } as const;

export type OwnPanelWords = typeof EN_OWN_PANEL;
export type OwnPanelKey = keyof OwnPanelWords;
