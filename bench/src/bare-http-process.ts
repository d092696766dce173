// The floor of one HTTP exchange on this machine: a Node http server that does no work but read
// the request and answer a small JSON body, in a process of its own as the server is. It prints
// its port as one JSON line. `node --import tsx bare-http-process.ts`.
import http from 'node:http';

const answer = Buffer.from(JSON.stringify({ success: true, data: { id: '0'.repeat(36), step: 'paid' } }));
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
    response.end(answer);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
