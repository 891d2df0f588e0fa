// Builds an .xlsx in a test, in the shape Excel and Saxo write it: the workbook, its relationships, a
// shared-strings table and one XML part per sheet. Cells are strings (shared, or inline when asked),
// numbers (as Excel stores dates too: serial numbers) or formulas with the value Excel stored for them.
import { constants, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync, type Zippable } from 'fflate';

export type XlsxCell = string | number | { readonly formula: string; readonly value: number } | null;

export interface XlsxSheet {
  readonly name: string;
  readonly rows: readonly (readonly XlsxCell[])[];
  /** Number of the first row (rows above it are left out of the XML, as Excel does with empty rows). */
  readonly firstRow?: number;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const columnName = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

export interface XlsxOptions {
  readonly inlineStrings?: boolean;
  /**
   * A namespace prefix on every SpreadsheetML element ('x' writes `<x:row>`, `<x:c>`, `<x:si>`, `<x:sheet>`),
   * as Saxo's workbooks are written; the default namespace otherwise.
   */
  readonly prefix?: string;
}

/** Every SpreadsheetML element of `xml` written with `prefix:` and the namespace declared on that prefix. */
function prefixed(xml: string, prefix: string | undefined): string {
  if (!prefix) return xml;
  return xml
    .replace(/<(\/?)(worksheet|sheetData|row|c|v|f|is|t|workbook|sheets|sheet|sst|si)\b/g, `<$1${prefix}:$2`)
    .replace(
      /xmlns="http:\/\/schemas\.openxmlformats\.org\/spreadsheetml\/2006\/main"/g,
      `xmlns:${prefix}="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`,
    );
}

export function xlsxParts(sheets: readonly XlsxSheet[], options: XlsxOptions = {}): Record<string, string> {
  const shared: string[] = [];
  const sharedIndex = (text: string) => {
    const at = shared.indexOf(text);
    if (at >= 0) return at;
    shared.push(text);
    return shared.length - 1;
  };
  const parts: Record<string, string> = {};
  sheets.forEach((sheet, sheetIndex) => {
    const rows = sheet.rows
      .map((row, rowIndex) => {
        const r = rowIndex + (sheet.firstRow ?? 1);
        const cells = row
          .map((cell, column) => {
            const ref = `${columnName(column)}${r}`;
            if (cell === null) return '';
            if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
            if (typeof cell === 'object') return `<c r="${ref}"><f>${escape(cell.formula)}</f><v>${cell.value}</v></c>`;
            if (options.inlineStrings) return `<c r="${ref}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`;
            return `<c r="${ref}" t="s"><v>${sharedIndex(cell)}</v></c>`;
          })
          .join('');
        return `<row r="${r}">${cells}</row>`;
      })
      .join('');
    parts[`xl/worksheets/sheet${sheetIndex + 1}.xml`] =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
  });
  parts['xl/workbook.xml'] =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
      .map((sheet, i) => `<sheet name="${escape(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`;
  parts['xl/_rels/workbook.xml.rels'] =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('')}</Relationships>`;
  parts['xl/sharedStrings.xml'] =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.length}" uniqueCount="${shared.length}">${shared
      .map((text) => `<si><t xml:space="preserve">${escape(text)}</t></si>`)
      .join('')}</sst>`;
  for (const name of Object.keys(parts)) parts[name] = prefixed(parts[name]!, options.prefix);
  parts['[Content_Types].xml'] =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
  return parts;
}

export function zipParts(parts: Readonly<Record<string, string | Uint8Array>>, level: 1 | 6 = 6): Uint8Array {
  const files: Zippable = {};
  for (const [name, content] of Object.entries(parts))
    files[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(files, { level });
}

export function buildXlsx(sheets: readonly XlsxSheet[], options: XlsxOptions = {}): Uint8Array {
  return zipParts(xlsxParts(sheets, options));
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A zip archive of `entries`, written by hand: each entry's bytes as given, already deflated when `deflated`. */
function zipEntries(
  entries: readonly {
    readonly name: string;
    readonly data: Uint8Array;
    readonly size: number;
    readonly deflated: boolean;
  }[],
): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    // The CRC is left 0: the reader inflates with caps and never needs it, and a bomb's would take its gigabyte to compute.
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflated ? 8 : 0, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.deflated ? 8 : 0, 10);
    record.writeUInt32LE(entry.data.length, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    central.push(record, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A zip bomb shaped as a Saxo workbook: its sheet part inflates to `mebibytes` MiB of white space from about a
 * thousandth of that. One MiB is deflated with a full flush (byte-aligned, no reference to earlier data), so the same
 * compressed block repeated `mebibytes` times, and a final empty block after it, is one valid deflate stream: the
 * bomb is built in milliseconds without ever holding its inflated size.
 */
export function xlsxBomb(mebibytes: number): Buffer {
  const parts = xlsxParts([{ name: 'Transacties', rows: [] }]);
  // White space between the sheet's elements, which deflate packs about 1,000 to 1, as a bomb's maker would.
  const mebibyte = Buffer.alloc(1024 * 1024, 0x20);
  const block = deflateRawSync(mebibyte, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  const sheet = Buffer.concat([...Array.from({ length: mebibytes }, () => block), finalEmptyBlock]);
  const plain = (name: string) => ({ name, data: strToU8(parts[name]!), size: parts[name]!.length, deflated: false });
  return zipEntries([
    plain('[Content_Types].xml'),
    plain('xl/workbook.xml'),
    plain('xl/_rels/workbook.xml.rels'),
    plain('xl/sharedStrings.xml'),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, size: mebibytes * 1024 * 1024, deflated: true },
  ]);
}
