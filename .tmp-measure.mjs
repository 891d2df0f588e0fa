import { pageJavaScript, commonLazyChunks } from './bench/run.mjs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const D = resolve('bench/.work/dist');
const common = commonLazyChunks(['index.html','faq.html','etf.html','brokers.html'].map(p=>join(D,p)));
console.log('common', [...common].map(f=>f.split('/').pop()).join(' '));
for (const p of ['tools/kosten-vergelijken.html','tools/mijn-kosten.html','tools/box-3.html','tools/compound-interest.html','tools/stock-screener.html']) {
  const a = pageJavaScript(join(D,p));
  const b = pageJavaScript(join(D,p), {followLazy:true, skipLazy: common, skipOnAction: true});
  console.log(p, (a.bytes/1024).toFixed(2), (b.bytes/1024).toFixed(2));
  console.log('  lazy:', b.files.filter(f=>!a.files.includes(f)).map(f=>f.split('/').pop()+':'+gzipSync(readFileSync(join(D,f))).length).join(' '));
}
