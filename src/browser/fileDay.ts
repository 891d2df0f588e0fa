// The day a chosen file was saved, on this device's calendar: a DEGIRO Portfolio export names no date, so its prices
// are of the day the reader downloaded it.

/** 'YYYY-MM-DD' of the file's last modification (today when the browser does not say). */
export function dayOfFile(file: { readonly lastModified?: number }): string {
  const date = new Date(file.lastModified ?? Date.now());
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
