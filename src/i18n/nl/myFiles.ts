// 'Mijn bestanden': the shared list of the reader's broker files on Mijn kosten and box 3
// (src/islands/myFiles/MyFilesList.tsx). A section of its own, so these texts load with the list, lazily.
import { textsOf } from '../fill.ts';
export const NL_MY_FILES = {
  'myFiles.title': 'Mijn bestanden',
  'myFiles.place.tab':
    'Bewaard in dit tabblad: je bestanden staan ook in Mijn kosten en box 3 tot je het tabblad sluit.',
  'myFiles.place.device': 'Bewaard op dit apparaat: je bestanden staan in Mijn kosten, box 3 en je portfolio.',
  'myFiles.place.device-and-account':
    'Bewaard op dit apparaat en bij je account: je bestanden staan in Mijn kosten, box 3 en je portfolio.',
  'myFiles.loading': 'Je bestanden worden opgehaald…',
  'myFiles.none': 'Nog geen bestanden gekozen.',
  'myFiles.file': '{name}, {day}',
  'myFiles.fileMigrated': '{name}, bewaard op {date}',
  'myFiles.used.costs': 'Gelezen voor je kosten.',
  'myFiles.used.box3': 'Gelezen voor je dividend in box 3.',
  'myFiles.used.portfolio': 'Gelezen voor je portfolio.',
  'myFiles.again.costs': 'Kies dit bestand opnieuw om het in Mijn kosten te gebruiken.',
  'myFiles.again.box3': 'Kies dit bestand opnieuw om het in box 3 te gebruiken.',
  'myFiles.again.portfolio': 'Kies dit bestand opnieuw om het in je portfolio te gebruiken.',
  'myFiles.remove': 'Verwijder {name}',
  'myFiles.keep': 'Bewaar op dit apparaat',
  'myFiles.keepNote': 'Dan blijven je bestanden ook na het sluiten van dit tabblad op dit apparaat staan.',
  'myFiles.stopKeeping': 'Niet meer op dit apparaat bewaren',
  'myFiles.saveFailed': 'Niet bewaard (opslag vol of geblokkeerd): alleen op deze pagina te zien.',
} as const;

export const tMyFiles = /* @__PURE__ */ textsOf(NL_MY_FILES);
export type MyFilesKey = keyof typeof NL_MY_FILES;
