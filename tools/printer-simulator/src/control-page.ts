const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
body{margin:0;font-family:'DejaVu Sans','Liberation Sans',system-ui,sans-serif;background:#f3f4f6;color:#111827}
header{background:#111827;color:#fff;padding:12px 20px}header h1{font-size:20px;margin:0}
main{padding:16px 20px;display:grid;gap:16px}section{background:#fff;border-radius:12px;padding:16px}
button{min-height:44px;min-width:44px;border:1px solid #d1d5db;background:#fff;border-radius:8px;padding:8px 12px;font:inherit;cursor:pointer}
button[aria-pressed=true]{background:#111827;color:#fff}
label{margin-right:8px}input{min-height:40px;width:110px;padding:4px 8px;border:1px solid #d1d5db;border-radius:6px;font:inherit}
#pages{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0;background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:8px}
figure img{display:block;max-width:100%;border:1px dashed #d1d5db}
figcaption{font-size:13px;color:#6b7280;margin-top:6px}.muted{color:#6b7280;font-size:14px}
`;

const SCRIPT = `
const modes = ['normal','offline','paper_out','cover_open','off'];
async function post(path, body) {
  const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!r.ok) alert((await r.json()).message);
  refresh();
}
function setMode(mode) { post('/__sim/mode', { mode }); }
function setDelay() { post('/__sim/mode', { pageDelayMs: Number(document.getElementById('delay').value) || 0 }); }
function reset() { if (confirm('Clear every page and go back to the start settings?')) post('/__sim/reset', {}); }
async function refresh() {
  const [state, list] = await Promise.all([fetch('/__sim/state').then(r => r.json()), fetch('/__sim/pages').then(r => r.json())]);
  document.getElementById('modes').innerHTML = modes.map(m =>
    '<button type="button" aria-pressed="' + (m === state.mode) + '" onclick="setMode(\\'' + m + '\\')">' + m + '</button>').join(' ');
  document.getElementById('summary').textContent = 'TCP ' + state.tcpPort + (state.accepting ? ' (accepting)' : ' (closed)') +
    ', ' + state.widthDots + ' dots, ' + state.counters.connections + ' connections, ' + state.counters.bytesReceived +
    ' bytes, ' + state.printed + ' pages kept, ' + state.lost.length + ' lost, page delay ' + state.pageDelayMs + ' ms';
  const delay = document.getElementById('delay');
  if (document.activeElement !== delay) delay.value = state.pageDelayMs;
  const pages = document.getElementById('pages');
  pages.innerHTML = list.pages.length === 0 ? '<p class="muted">No page printed yet.</p>' : '';
  for (const page of list.pages) {
    const figure = document.createElement('figure');
    const img = document.createElement('img');
    img.src = page.pngUrl; img.alt = page.text; img.width = page.widthDots;
    const caption = document.createElement('figcaption');
    caption.textContent = '#' + page.id + ' ' + new Date(page.printedAt).toLocaleTimeString() + (page.cut ? '' : ' (no cut)');
    figure.append(img, caption);
    pages.append(figure);
  }
}
refresh();
setInterval(refresh, 2000);
`;

/** The simulator's own page: mode buttons, page delay, and the last printed pages. */
export function controlPageHtml(name: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Printer simulator: ${escapeHtml(name)}</title>
<style>${STYLE}</style></head><body>
<header><h1>Printer simulator: ${escapeHtml(name)}</h1></header>
<main>
<section><div id="modes"></div>
<p><label>Page delay (ms) <input id="delay" type="number" min="0" step="100" value="0"></label>
<button type="button" onclick="setDelay()">Set</button> <button type="button" onclick="reset()">Reset</button></p>
<p id="summary" class="muted"></p></section>
<section><div id="pages"></div></section>
</main><script>${SCRIPT}</script></body></html>`;
}
