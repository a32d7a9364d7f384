// The load generator's requests, on Node's http module with kept-alive connections rather than
// `fetch`: the generator shares the two cores with what it measures, and `fetch` (WHATWG streams,
// Request and Response objects) took about twice the CPU per request. Thousands of teachers'
// browsers on an opening day run elsewhere; the less the generator takes, the closer the figures.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true });

/** Sends a request and reads its whole answer: `{ status, body }` with the body parsed as JSON (`{}` when it is none). */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((ok, fail) => {
    const outgoing = http.request(url, { method, headers, agent }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('error', fail);
      answer.on('end', () => ok({ status: answer.statusCode, body: parseJson(Buffer.concat(chunks).toString('utf8')) }));
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
