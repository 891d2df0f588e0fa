// 'My files': the shared list of the reader's broker files on the English portfolio screens
// (src/islands/myFiles/MyFilesList.tsx). A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';
export const EN_MY_FILES = {
  'myFiles.title': 'My files',
  'myFiles.place.tab': 'Kept in this tab until you close it.',
  'myFiles.place.device': 'Kept on this device: your files are in Mijn kosten, box 3 and your portfolio.',
  'myFiles.place.device-and-account':
    'Kept on this device and with your account: your files are in Mijn kosten, box 3 and your portfolio.',
  'myFiles.loading': 'Fetching your files…',
  'myFiles.none': 'No files chosen yet.',
  'myFiles.file': '{name}, {day}',
  'myFiles.fileMigrated': '{name}, kept on {date}',
  'myFiles.used.costs': 'Read for your costs.',
  'myFiles.used.box3': 'Read for your box 3 dividends.',
  'myFiles.used.portfolio': 'Read into your portfolio.',
  'myFiles.again.costs': 'Choose this file again to use it in Mijn kosten.',
  'myFiles.again.box3': 'Choose this file again to use it in box 3.',
  'myFiles.again.portfolio': 'Choose this file again to use it in your portfolio.',
  'myFiles.remove': 'Remove {name}',
  'myFiles.keep': 'Keep on this device',
  'myFiles.keepNote': 'Your files then stay on this device after you close this tab.',
  'myFiles.stopKeeping': 'Stop keeping on this device',
  'myFiles.saveFailed': 'Not kept (storage full or blocked): shown on this page only.',
} as const;

export const tMyFilesEn = /* @__PURE__ */ textsOf(EN_MY_FILES);
