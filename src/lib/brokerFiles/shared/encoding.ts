// The text encoding of a chosen file, from its first bytes: spreadsheet programs save 'Unicode text'
// as UTF-16 with a byte-order mark; everything else these exports come in is UTF-8 (with or without
// a BOM). TextDecoder exists in browsers, workers and Node alike.

export type ExportEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** The encoding the byte-order mark names, UTF-8 without one. */
export function encodingOf(bytes: Uint8Array): ExportEncoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** The file's text, its byte-order mark dropped (TextDecoder drops it for the encoding it names). */
export function decodeExport(bytes: Uint8Array): string {
  return new TextDecoder(encodingOf(bytes)).decode(bytes);
}
