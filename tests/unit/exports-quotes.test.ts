// A stray quote never takes the lines after it along: Papa Parse reads a cell that opens with a quote up to
// the next quote, however many lines later. Property test: a quote put at a random place of a random line of a
// generated export loses no order of any other line, and the broken line is either read or reported.
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../src/lib/brokerFiles/shared/csv';
import {
  generateOrders,
  prng,
  renderDegiro,
  renderTradeRepublic,
  renderTrading212,
  type DegiroLayoutName,
  type Random,
  type Style,
} from '../support/exportRender';
import { parsedText } from '../support/exportFixtures';

const parsedOf = parsedText;

/** The text with a quote inserted in data line `line` (1-based, as the page names it) at character `at`. */
function withQuote(text: string, line: number, at: number): string {
  const lines = text.split('\n');
  const target = lines[line - 1]!;
  lines[line - 1] = `${target.slice(0, at)}"${target.slice(at)}`;
  return lines.join('\n');
}

/**
 * Where the quote goes: half the time at the start of a cell (where a quote opens a quoted cell), else at any
 * character, so that it also lands inside, next to and between the quotes of quoted cells.
 */
function quotePlace(line: string, random: Random): number {
  if (random() < 0.5) return Math.floor(random() * (line.length + 1));
  const starts = [0, ...[...line.matchAll(/[,;]/g)].map((match) => match.index + 1)];
  return starts[Math.floor(random() * starts.length)]!;
}

interface Rendered {
  readonly name: string;
  readonly render: (random: Random) => { readonly text: string; readonly ids: readonly string[] };
}

const DEGIRO: Rendered[] = (['2020', 'old', 'current'] as const satisfies readonly DegiroLayoutName[]).flatMap(
  (layout) =>
    (['comma-decimal', 'dot-decimal'] as const satisfies readonly Style[]).map((style) => ({
      name: `DEGIRO ${layout} ${style}`,
      render: (random: Random) => {
        const orders = generateOrders(random, 40);
        return { text: renderDegiro(orders, layout, 'nl', style, random), ids: orders.map((o) => o.id) };
      },
    })),
);
const OTHERS: Rendered[] = [
  {
    name: 'Trading 212 2025',
    render: (random) => {
      const orders = generateOrders(random, 40).filter((o) => o.market !== 'XET');
      return { text: renderTrading212(orders, '2025'), ids: orders.map((o) => o.id) };
    },
  },
  {
    // Every cell quoted: a stray quote lands next to, inside or between real quotes.
    name: 'Trade Republic',
    render: (random) => {
      const orders = generateOrders(random, 40);
      return { text: renderTradeRepublic(orders), ids: orders.map((o) => o.id) };
    },
  },
];

describe('a stray quote in an export', () => {
  it('reproduces the report: a DEGIRO file of 1,000 orders whose line 4 product cell starts with a quote', () => {
    const random = prng(30);
    const orders = generateOrders(random, 1000, 1);
    const text = renderDegiro(orders, 'current', 'nl', 'dot-decimal', random).replace(
      /^((?:[^\n]*\n){3}[^,]*,[^,]*,)/,
      '$1"',
    );
    expect(text.split('\n')[3]).toMatch(/^[^,]*,[^,]*,"PRODUCT /);
    const parsed = parsedOf(text, 'line 4');
    // The quote is read as a plain character of the product name, so no order is lost at all.
    expect(parsed.orders).toHaveLength(1000);
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.orders[2]?.product).toMatch(/^"PRODUCT /);
  });

  it('counts every line a multi-line quoted cell swallowed as unreadable, and reads the lines after it', () => {
    const random = prng(31);
    const orders = generateOrders(random, 10, 1);
    const lines = renderDegiro(orders, 'current', 'nl', 'dot-decimal', random).split('\n');
    // Line 3's product cell is quoted and broken over two lines (a reader's spreadsheet wrapped it).
    lines[2] = lines[2]!.replace(/^([^,]*,[^,]*,)(PRODUCT )/, '$1"$2\n');
    lines[2] = lines[2].replace(/\n(.*?),/, '\n$1",');
    const parsed = parsedOf(lines.join('\n'), 'multi-line cell');
    expect(parsed.orders.map((o) => o.id)).toEqual(orders.filter((_, i) => i !== 1).map((o) => o.id));
    expect(parsed.skippedLines).toEqual([3, 4]);
  });

  it('keeps one row per line in csvRows, also when Papa Parse reports no error', () => {
    expect(csvRows('a,b\n"x,1\ny,2\nz,3\n')).toEqual([
      ['a', 'b'],
      ['"x', '1'],
      ['y', '2'],
      ['z', '3'],
    ]);
    // A quoted cell that ends on a later line, without any error from Papa Parse.
    expect(csvRows('a,b\n"x\ny",1\nz,3\n')).toEqual([['a', 'b'], ['"x'], ['y"', '1'], ['z', '3']]);
    // Quoting within a line is still read.
    expect(csvRows('a;b\n"1;5";"say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['1;5', 'say "hi"'],
    ]);
  });

  for (const format of [...DEGIRO, ...OTHERS]) {
    it(`property: ${format.name}: every order not on the broken line is still read`, () => {
      for (let seed = 1; seed <= 25; seed += 1) {
        const random = prng(seed * 104_729);
        const { text, ids } = format.render(random);
        const lines = text.split('\n');
        const dataLines = lines.length - 2; // header first, empty string after the final line ending
        const line = 2 + Math.floor(random() * dataLines);
        const at = quotePlace(lines[line - 1]!, random);
        const context = `${format.name} seed ${seed} line ${line} at ${at}`;
        const parsed = parsedOf(withQuote(text, line, at), context);
        const read = new Set(parsed.orders.map((o) => o.id));
        const broken = lines[line - 1]!;
        for (const id of ids) if (!broken.includes(id)) expect(read.has(id), `${context}: order ${id}`).toBe(true);
        // Nothing else is reported; the broken line is either read or named.
        expect(
          parsed.skippedLines.filter((l) => l !== line),
          context,
        ).toEqual([]);
      }
    });
  }
});
