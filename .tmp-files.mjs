import { pageJavaScript } from './bench/run.mjs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const a = pageJavaScript('bench/.work/dist/'+(process.argv[2]??'tools/kosten-vergelijken.html')+'');
for (const f of a.files) console.log(f, gzipSync(readFileSync('bench/.work/dist/'+f)).length);
console.log(a.bytes);
