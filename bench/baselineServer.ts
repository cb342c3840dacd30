import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The floor to compare with: the same pre-encoded bytes from plain node:http, no framework.
const [file, port] = process.argv.slice(2);
const body = readFileSync(file ?? '');
createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'gzip',
    'content-length': body.length,
  });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
