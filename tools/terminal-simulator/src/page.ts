import { SIMULATOR_OUTCOMES } from '@kiosk/contracts';
import type { TerminalDevice } from './device.js';
import type { NextOutcome, Pairing, ReversalRecord, SaleRecord } from './device-records.js';
import { formatTl, escapeXml as h, receiptDateTime } from './format.js';
import { OUTCOME_LABELS } from './outcomes.js';

const STATUS_LABELS: Record<string, string> = {
  Completed: 'Onaylandı (Completed)',
  InProgress: 'Sürüyor (In progress)',
  Failed: 'Başarısız (Failed)',
  Cancelled: 'İptal (Cancelled)',
  Abandoned: 'Yarıda kaldı (Abandoned)',
  NotFound: 'Bulunamadı (Not found)',
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:'DejaVu Sans','Liberation Sans',system-ui,sans-serif;background:#f3f4f6;color:#111827}
header{background:#111827;color:#fff;padding:14px 24px;display:flex;gap:24px;align-items:baseline;flex-wrap:wrap}
header h1{font-size:20px;margin:0}
header span{color:#d1d5db;font-size:14px}
main{max-width:1100px;margin:0 auto;padding:20px;display:grid;gap:16px}
section{background:#fff;border-radius:10px;padding:16px 20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h2{font-size:16px;margin:0 0 12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0;font-size:14px}
dt{color:#6b7280}
.outcomes{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0}
button{border:1px solid #d1d5db;background:#fff;border-radius:8px;padding:8px 12px;font:inherit;font-size:14px;cursor:pointer}
button:hover{background:#f9fafb}
button.current{background:#111827;color:#fff;border-color:#111827}
button.approve{border-color:#16a34a}
label{font-size:14px;margin-right:16px}
input[type=number]{width:110px;padding:6px;border:1px solid #d1d5db;border-radius:6px;font:inherit}
table{width:100%;border-collapse:collapse;font-size:13px}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb}
th{color:#6b7280;font-weight:600}
.s-Completed{color:#15803d;font-weight:600}.s-InProgress{color:#b45309;font-weight:600}
.s-Failed,.s-Cancelled,.s-Abandoned{color:#b91c1c;font-weight:600}
.muted{color:#6b7280;font-size:13px}
.nowrap{white-space:nowrap}
.busy{display:inline-block;padding:2px 10px;border-radius:999px;font-size:13px;background:#dcfce7;color:#166534}
.busy.on{background:#fef3c7;color:#92400e}
`;

/** ISO instant → '21.11.2026 14:32:05' in Istanbul time. */
function local(iso: string | null): string {
  if (!iso) return '';
  const { date, time } = receiptDateTime(new Date(iso));
  return `${date} ${time}`;
}

function saleRow(record: SaleRecord): string {
  const r = record.result;
  return `<tr>
<td class="nowrap">${h(local(record.startedAt).slice(11))}</td>
<td class="nowrap">${h(record.sale.OrderNo)}${record.kind === 'payment' ? ' <span class="muted">(ödeme parçası · card part)</span>' : ''}</td>
<td class="nowrap">${h(formatTl(record.sale.TotalPriceMinor))}</td>
<td class="s-${h(r.Status)}">${h(STATUS_LABELS[r.Status] ?? r.Status)}</td>
<td>${r.ErrorCode ? h(r.ErrorCode) : ''}</td>
<td>${r.SaleNumber ? `<a href="/sales/${h(r.SaleNumber)}">${h(r.SaleNumber)}</a>` : ''}</td>
<td>${h(OUTCOME_LABELS[record.outcome])}, ${record.delayMs} ms</td>
<td>${record.origin === 'cloud' ? 'CLOUD' : 'REST'}</td>
<td class="muted" title="${h(record.key)}">${record.handle.TransactionSequence} · ${h(record.handle.Fingerprint)}</td>
</tr>`;
}

function reversalRow(record: ReversalRecord): string {
  const r = record.result;
  return `<tr>
<td class="nowrap">${h(local(record.at).slice(11))}</td>
<td>${r.Kind === 'VOID' ? 'İptal (Void)' : 'İade (Refund)'}</td>
<td class="nowrap">${h(r.OriginalSaleNumber ?? '')}</td>
<td class="nowrap">${h(formatTl(r.AmountMinor))}</td>
<td class="s-${h(r.Status)}">${h(STATUS_LABELS[r.Status] ?? r.Status)}</td>
<td>${h(r.ReversalNumber ?? r.ErrorMessage ?? '')}</td>
<td>${record.origin === 'cloud' ? 'CLOUD' : 'REST'}</td>
</tr>`;
}

function deviceSection(device: TerminalDevice, mode: 'REST' | 'CLOUD', cloudConnected: boolean): string {
  const config = device.config;
  return `<section>
<h2>Cihaz (Device)</h2>
<dl>
<dt>Seri no (Serial)</dt><dd><strong>${h(config.serialNumber)}</strong></dd>
<dt>Terminal no (Terminal id)</dt><dd>${h(config.terminalId)}</dd>
<dt>İşyeri no (Merchant id)</dt><dd>${h(config.merchantId)}</dd>
<dt>Banka (Acquirer)</dt><dd>${h(config.acquirer)}</dd>
<dt>Model</dt><dd>${h(config.model)} · ${h(config.version)}</dd>
<dt>Mod (Mode)</dt><dd>${mode}${mode === 'CLOUD' ? ` · ${cloudConnected ? 'bağlı (connected)' : 'bağlı değil (not connected)'}` : ''}</dd>
<dt>İş günü (Business day)</dt><dd>${h(device.businessDay())}${
    device.dayOffsetDays
      ? ` <span class="muted">(test: ${device.dayOffsetDays > 0 ? '+' : ''}${device.dayOffsetDays} gün / days)</span>`
      : ''
  }</dd>
<dt>Durum (State)</dt><dd><span class="busy ${device.busy ? 'on' : ''}">${
    device.busy ? 'Meşgul: satış sürüyor (Busy: sale running)' : 'Hazır (Ready)'
  }</span></dd>
</dl>
</section>`;
}

/** The next sale's outcome: the current choice and a button per outcome. */
function outcomeSection(next: NextOutcome): string {
  const buttons = SIMULATOR_OUTCOMES.map(
    (outcome) =>
      `<button type="submit" name="outcome" value="${outcome}" class="${outcome === next.outcome ? 'current' : ''} ${
        outcome === 'approve' ? 'approve' : ''
      }">${h(OUTCOME_LABELS[outcome])}</button>`,
  ).join('\n');
  return `<section>
<h2>Sonraki satışın sonucu (Outcome of the next sale)</h2>
<div class="muted">Şu an (Now): <strong>${h(OUTCOME_LABELS[next.outcome])}</strong>, ${next.delayMs} ms${
    next.sticky ? ', kalıcı (sticky)' : ', yalnız bir satış için (next sale only)'
  }</div>
<form method="post" action="/__sim/next">
<div class="outcomes">
${buttons}
</div>
<label>Gecikme (Delay), ms <input type="number" name="delayMs" min="0" max="600000" step="100" value="${next.delayMs}"></label>
<label><input type="checkbox" name="sticky" value="true"${next.sticky ? ' checked' : ''}> Kalıcı (Sticky: every sale)</label>
</form>
</section>`;
}

function pairingsSection(pairings: Pairing[]): string {
  return `<section>
<h2>Eşleşmiş istemciler (Paired clients)</h2>
${
  pairings.length === 0
    ? '<div class="muted">Henüz yok (None yet)</div>'
    : `<table><thead><tr><th>Parmak izi (Fingerprint)</th><th>Eşleşme (Paired at)</th><th>Son sıra no (Last sequence)</th><th>Son istek (Last seen)</th></tr></thead><tbody>
${pairings
  .map(
    (p) =>
      `<tr><td>${h(p.fingerprint)}</td><td>${h(local(p.pairedAt))}</td><td>${p.lastSequence}</td><td>${h(local(p.lastSeenAt))}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`
}
</section>`;
}

/** The test environment's page: device, paired clients, sales, and the next sale's outcome. */
export function renderHomePage(
  device: TerminalDevice,
  mode: 'REST' | 'CLOUD',
  cloudConnected: boolean,
): string {
  const config = device.config;
  const sales = device.saleList().slice(-30).reverse();
  const reversals = device.reversalList().slice(-30).reverse();
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ödeme Terminali Simülatörü (Terminal simulator) - ${h(config.serialNumber)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Ödeme Terminali Simülatörü <span>(Payment terminal simulator)</span></h1>
<span>Test ortamı (Test environment)</span>
</header>
<main>
${deviceSection(device, mode, cloudConnected)}
${outcomeSection(device.next)}
${pairingsSection(device.pairingList())}
<section>
<h2>Satışlar (Sales) <span class="muted">son 30 (last 30), toplam (total) ${device.saleList().length}</span></h2>
${
  sales.length === 0
    ? '<div class="muted">Henüz satış yok (No sales yet)</div>'
    : `<table><thead><tr><th>Saat (Time)</th><th>Sipariş (Order)</th><th>Tutar (Amount)</th><th>Durum (Status)</th><th>Hata (Error)</th><th>Satış no (Sale no)</th><th>Sonuç (Outcome)</th><th>Kanal (Channel)</th><th>Sıra no · istemci (Sequence · client)</th></tr></thead><tbody>
${sales.map(saleRow).join('\n')}
</tbody></table>`
}
</section>
<section>
<h2>İptal ve iadeler (Voids and refunds)</h2>
${
  reversals.length === 0
    ? '<div class="muted">Henüz yok (None yet)</div>'
    : `<table><thead><tr><th>Saat (Time)</th><th>Tür (Kind)</th><th>Satış no (Sale no)</th><th>Tutar (Amount)</th><th>Durum (Status)</th><th>No / neden (No / reason)</th><th>Kanal (Channel)</th></tr></thead><tbody>
${reversals.map(reversalRow).join('\n')}
</tbody></table>`
}
</section>
<p class="muted">API: <code>POST /__sim/next</code> {outcome, delayMs, sticky} · <code>POST /__sim/day</code> {offsetDays} · <code>GET /__sim/state</code> · <code>POST /__sim/reset</code></p>
</main>
<script>
// Refresh while something may change; stop while the delay field is being edited.
setInterval(() => {
  if (document.activeElement && document.activeElement.name === 'delayMs') return;
  fetch('/', { cache: 'no-store' }).then((r) => r.text()).then((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const fresh = doc.querySelector('main');
    if (fresh) document.querySelector('main').replaceWith(fresh);
  }).catch(() => {});
}, 2000);
</script>
</body>
</html>`;
}

/** The sale inquiry link's page. */
export function renderSalePage(record: SaleRecord): string {
  const r = record.result;
  const doc = r.FinancialDocuments[0];
  const card = r.Payments.find((p) => p.CardDetails)?.CardDetails;
  const images = [
    r.Receipts.CustomerPng
      ? `<img alt="Müşteri nüshası" src="/sales/${h(r.SaleNumber ?? '')}/customer.png">`
      : '',
    r.Receipts.MerchantPng
      ? `<img alt="İşyeri nüshası" src="/sales/${h(r.SaleNumber ?? '')}/merchant.png">`
      : '',
  ].join('');
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Satış ${h(r.SaleNumber ?? '')} (Sale inquiry)</title>
<style>${STYLE} .receipts{display:flex;gap:16px;flex-wrap:wrap}.receipts img{width:320px;border:1px solid #e5e7eb}</style></head>
<body><header><h1>Satış sorgulama <span>(Sale inquiry)</span></h1></header><main><section><dl>
<dt>Satış no (Sale no)</dt><dd>${h(r.SaleNumber ?? '')}</dd>
<dt>Durum (Status)</dt><dd class="s-${h(r.Status)}">${h(STATUS_LABELS[r.Status] ?? r.Status)}</dd>
<dt>Sipariş no (Order no)</dt><dd>${h(record.sale.OrderNo)}</dd>
<dt>Tutar (Amount)</dt><dd>${h(formatTl(r.AmountMinor))}</dd>
${doc ? `<dt>Belge (Document)</dt><dd>${h(doc.DocumentType)} ${h(doc.InvoiceNumber)} / ${h(doc.DocumentNumber)} · ${h(doc.Date)}</dd>` : ''}
${card ? `<dt>Kart (Card)</dt><dd>${h(card.Brand)} ${h(card.MaskedNumber)} · onay kodu ${h(card.AuthorizationCode)}</dd>` : ''}
<dt>Terminal / İşyeri</dt><dd>${h(r.TerminalId)} / ${h(r.MerchantId)}</dd>
</dl></section><section class="receipts">${images || '<span class="muted">Fiş görüntüsü yok (No receipt images)</span>'}</section></main></body></html>`;
}
