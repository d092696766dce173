import type { DigitalReceipt } from '@kiosk/contracts';
import { DIGITAL_RECEIPT_TTL_DAYS, formatLira } from '@kiosk/domain';
import { catalogues, createI18n, LANGUAGE_LOCALES, type Language, normalizeLanguage } from '@kiosk/i18n';

const i18n = createI18n({ resources: catalogues });

/** ?lang=tr|en first, then the browser's Accept-Language (tr or en, by preference), else Turkish. */
export function receiptLanguage(query: string | undefined, acceptLanguage: string | undefined): Language {
  if (query === 'tr' || query === 'en') return query;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (base === 'tr' || base === 'en') return base;
  }
  return normalizeLanguage(undefined);
}

const esc = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
:root{--gold:#c9a227;--brown:#28180e;--ink:#2a1d14;--muted:#6f6258;--line:#e8e0d6;--surface:#fbf9f6}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:"Inter",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--surface);line-height:1.45}
header{background:linear-gradient(160deg,#3a2414,var(--brown));color:#fff;padding:20px 20px 56px}
.top{display:flex;align-items:center;justify-content:space-between;gap:12px;max-width:560px;margin:0 auto}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;letter-spacing:.02em}
.mark{display:grid;place-items:center;width:36px;height:36px;border-radius:10px;background:var(--gold);color:var(--brown);font-weight:900}
.langs{display:flex;gap:4px;background:rgba(255,255,255,.12);border-radius:999px;padding:3px}
.langs a{color:#fff;text-decoration:none;font-weight:600;font-size:14px;padding:6px 12px;border-radius:999px;min-width:44px;text-align:center}
.langs a[aria-current="true"]{background:#fff;color:var(--brown)}
.hero{max-width:560px;margin:18px auto 0}
.hero p{margin:0;color:#eee2d7;font-size:15px}
.hero h1{margin:4px 0 0;font-size:26px;letter-spacing:-.01em}
main{max-width:560px;margin:-40px auto 0;padding:0 14px 32px}
.card{background:#fff;border-radius:20px;box-shadow:0 10px 30px rgba(40,24,14,.12);padding:20px;margin-bottom:14px}
.numbers{display:grid;grid-template-columns:minmax(0,.75fr) minmax(0,1.25fr);gap:12px}
.numbers div{background:var(--surface);border:1px solid var(--line);border-radius:14px;padding:12px}
.label{display:block;color:var(--muted);font-size:13px;font-weight:600;text-transform:uppercase;letter-spacing:.06em}
.big{font-size:26px;font-weight:800;font-variant-numeric:tabular-nums}
.queue .big{font-size:34px;color:var(--brown)}
.big.order{display:block;font-size:20px;white-space:nowrap;padding-top:8px}
.meta{margin:14px 0 0;display:grid;gap:6px;font-size:15px}
.meta .zone{color:var(--muted);font-size:13px}
h2{font-size:15px;margin:0 0 10px;color:var(--muted);text-transform:uppercase;letter-spacing:.06em}
ul{list-style:none;margin:0;padding:0}
li.line{padding:12px 0;border-top:1px solid var(--line)}
li.line:first-child{border-top:0;padding-top:0}
.row{display:flex;justify-content:space-between;gap:12px;align-items:baseline}
.name{font-weight:700}
.qty{display:inline-block;min-width:28px;color:var(--muted);font-weight:700}
.amount{font-variant-numeric:tabular-nums;white-space:nowrap;font-weight:600}
.opts{margin:4px 0 0 28px;color:var(--muted);font-size:14px}
.opts li{display:flex;justify-content:space-between;gap:12px}
.parts .group{font-weight:600;color:var(--ink)}
.saving{color:#047857;font-weight:600}
.totals{display:grid;gap:6px;font-size:15px}
.totals .total{border-top:2px dashed var(--line);margin-top:6px;padding-top:10px;font-size:22px;font-weight:800}
table{width:100%;border-collapse:collapse;font-size:14px;font-variant-numeric:tabular-nums}
th,td{padding:6px 0;text-align:right}
th:first-child,td:first-child{text-align:left}
th{color:var(--muted);font-weight:600;border-bottom:1px solid var(--line)}
.paid{display:flex;align-items:center;gap:8px;margin-top:12px;color:#047857;font-weight:700}
.notice{background:#fef3c7;color:#78350f;border-radius:12px;padding:10px 12px;font-weight:600}
figure{margin:0}
figure img{display:block;max-width:100%;margin:0 auto;border:1px solid var(--line);border-radius:8px;background:#fff}
.foot{color:var(--muted);font-size:13px;text-align:center;padding:0 8px}
.error{text-align:center;padding:28px 20px}
.error .icon{display:grid;place-items:center;width:64px;height:64px;margin:0 auto 12px;border-radius:50%;background:#fee2e2;color:#b91c1c;font-size:32px;font-weight:800}
.error h1{font-size:22px;margin:0 0 8px}
.code{font-family:ui-monospace,Menlo,monospace;font-size:12px;color:var(--muted)}
`;

function shell(
  language: Language,
  title: string,
  heroLabel: string,
  heroTitle: string,
  body: string,
  attrs: string,
): string {
  const t = i18n.getFixedT(language);
  const lang = (code: Language) =>
    `<a href="?lang=${code}" lang="${code}" hreflang="${code}" aria-current="${code === language}">${code.toUpperCase()}</a>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body ${attrs}>
<header>
  <div class="top">
    <div class="brand"><span class="mark" aria-hidden="true">K</span>${esc(t('common.brand'))}</div>
    <nav class="langs" aria-label="${esc(t('receipt.language'))}">${lang('tr')}${lang('en')}</nav>
  </div>
  <div class="hero">${heroLabel ? `<p>${esc(heroLabel)}</p>` : ''}<h1>${esc(heroTitle)}</h1></div>
</header>
<main>
${body}
</main>
</body>
</html>`;
}

type ReceiptLine = DigitalReceipt['lines'][number];

/** One line: quantity, name, price, its options, a meal deal's parts (group: name) and its savings. */
function lineHtml(line: ReceiptLine, m: (minor: number) => string): string {
  const options =
    line.options.length > 0
      ? `<ul class="opts">${line.options
          .map(
            (o) =>
              `<li><span>${o.quantity > 1 ? `${o.quantity}× ` : ''}${esc(o.name)}</span>${o.unit_price_minor > 0 ? `<span class="amount">+${m(o.unit_price_minor * o.quantity)}</span>` : ''}</li>`,
          )
          .join('')}</ul>`
      : '';
  const parts =
    line.parts.length > 0
      ? `<ul class="opts parts">${line.parts
          .map((p) => {
            const units = p.quantity === line.quantity ? '' : `${p.quantity}× `;
            const opts = p.options
              .map((o) => `${o.quantity > 1 ? `${o.quantity}× ` : ''}${o.name}`)
              .join(', ');
            return `<li data-testid="receipt-part"><span>${p.group ? `<span class="group">${esc(p.group)}:</span> ` : ''}${units}${esc(p.name)}${opts ? ` <span class="zone">(${esc(opts)})</span>` : ''}</span></li>`;
          })
          .join('')}</ul>`
      : '';
  const savings = line.savings
    .map(
      (s) =>
        `<li class="saving" data-testid="receipt-saving"><span>${esc(s.name)}</span><span class="amount">−${m(s.amount_minor)}</span></li>`,
    )
    .join('');
  return `<li class="line" data-testid="receipt-line">
  <div class="row"><span><span class="qty">${line.quantity}×</span><span class="name">${esc(line.name)}</span></span><span class="amount">${m(line.total_price_minor)}</span></div>
  ${options}${parts}${savings ? `<ul class="opts">${savings}</ul>` : ''}
</li>`;
}

/** The receipt page: order and queue numbers, outlet, time (outlet time, labelled), lines, totals, VAT, terminal receipt. */
export function renderReceiptPage(receipt: DigitalReceipt, language: Language): string {
  const t = i18n.getFixedT(language);
  const locale = LANGUAGE_LOCALES[language];
  const m = (minor: number) => esc(formatLira(minor, language));
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: receipt.time_zone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(receipt.created_at));
  const expires = new Intl.DateTimeFormat(locale, { timeZone: receipt.time_zone, dateStyle: 'long' }).format(
    new Date(receipt.expires_at),
  );
  const outlet = [receipt.outlet.business, receipt.outlet.store].filter(Boolean).join(' · ');
  const lines = receipt.lines.map((line) => lineHtml(line, m)).join('\n');
  const vatRows = receipt.vat
    .map(
      (v) =>
        `<tr><td>${esc(t('receipt.vatRate', { rate: v.rate }))}</td><td>${m(v.net_minor)}</td><td>${m(v.vat_minor)}</td><td>${m(v.gross_minor)}</td></tr>`,
    )
    .join('');
  const refundNotice =
    receipt.payment_state === 'refunded'
      ? t('receipt.refunded')
      : receipt.payment_state === 'partially_refunded'
        ? t('receipt.partiallyRefunded')
        : null;
  const card = receipt.card?.last4
    ? ` · ${esc(t('receipt.card', { brand: receipt.card.brand ?? '', last4: receipt.card.last4 }).trim())}`
    : '';
  const body = `
<section class="card" aria-label="${esc(t('receipt.title'))}">
  <div class="numbers">
    <div class="queue"><span class="label">${esc(t('receipt.queue'))}</span><span class="big" data-testid="receipt-queue">${receipt.reference_number}</span></div>
    <div><span class="label">${esc(t('receipt.orderNumber'))}</span><span class="big order" data-testid="receipt-order-number">${esc(receipt.order_number)}</span></div>
  </div>
  <div class="meta">
    ${outlet ? `<div data-testid="receipt-outlet"><strong>${esc(outlet)}</strong>${receipt.outlet.address ? `<br><span class="zone">${esc(receipt.outlet.address)}</span>` : ''}</div>` : ''}
    <div><span class="label">${esc(t('receipt.date'))}</span><time datetime="${esc(receipt.created_at)}" data-testid="receipt-time">${esc(when)}</time> <span class="zone" data-testid="receipt-time-zone">${esc(t('receipt.outletTime', { zone: receipt.time_zone }))}</span></div>
    <div>${esc(t(`receipt.orderTypes.${receipt.order_type}`, { defaultValue: receipt.order_type }))}</div>
  </div>
</section>
${refundNotice ? `<p class="card notice" role="status">${esc(refundNotice)}</p>` : ''}
<section class="card" aria-labelledby="items">
  <h2 id="items">${esc(t('receipt.items'))}</h2>
  <ul>${lines}</ul>
</section>
<section class="card" aria-labelledby="totals">
  <h2 id="totals">${esc(t('receipt.payment'))}</h2>
  <div class="totals">
    ${
      receipt.discount_minor > 0
        ? `<div class="row"><span>${esc(t('receipt.beforeDiscounts'))}</span><span class="amount">${m(receipt.gross_minor)}</span></div>
    <div class="row saving"><span>${esc(t('receipt.discount'))}</span><span class="amount" data-testid="receipt-discount">−${m(receipt.discount_minor)}</span></div>`
        : ''
    }
    <div class="row"><span>${esc(t('receipt.subtotal'))}</span><span class="amount">${m(receipt.subtotal_minor)}</span></div>
    <div class="row"><span>${esc(t('receipt.vat'))}</span><span class="amount">${m(receipt.tax_minor)}</span></div>
    <div class="row total"><span>${esc(t('receipt.total'))}</span><span class="amount" data-testid="receipt-total">${m(receipt.total_minor)}</span></div>
  </div>
  ${receipt.payment_state === 'paid' || receipt.payment_state === 'partially_refunded' ? `<p class="paid">✓ ${esc(t('receipt.paidByCard'))}${card}</p>` : ''}
</section>
${
  receipt.vat.length > 0
    ? `<section class="card" aria-labelledby="vat">
  <h2 id="vat">${esc(t('receipt.vatTable'))}</h2>
  <table data-testid="receipt-vat"><thead><tr><th>${esc(t('receipt.vat'))}</th><th>${esc(t('receipt.vatBase'))}</th><th>${esc(t('receipt.vatAmount'))}</th><th>${esc(t('receipt.gross'))}</th></tr></thead><tbody>${vatRows}</tbody></table>
</section>`
    : ''
}
${
  receipt.receipt_image_url
    ? `<section class="card" aria-labelledby="terminal">
  <h2 id="terminal">${esc(t('receipt.terminalReceipt'))}</h2>
  <figure><img src="${esc(receipt.receipt_image_url)}" alt="${esc(t('receipt.terminalReceiptAlt', { number: receipt.order_number }))}" data-testid="receipt-image" loading="lazy"></figure>
</section>`
    : ''
}
<p class="foot">${esc(t('receipt.notFiscal'))}<br>${esc(t('receipt.expires', { date: expires }))}</p>`;
  return shell(
    language,
    t('receipt.pageTitle', { number: receipt.order_number }),
    t('receipt.title'),
    t('receipt.thanks'),
    body,
    'data-testid="digital-receipt"',
  );
}

/** A link that does not open a receipt: what happened and the stable error code. */
export function renderReceiptError(code: string, language: Language): string {
  const t = i18n.getFixedT(language);
  const known = ['receipt_link_invalid', 'receipt_link_expired', 'receipt_not_found'].includes(code)
    ? code
    : 'receipt_link_invalid';
  const title = t(`receipt.errors.${known}.title`);
  const body = `<section class="card error" role="alert">
  <div class="icon" aria-hidden="true">!</div>
  <h1>${esc(title)}</h1>
  <p>${esc(t(`receipt.errors.${known}.text`, { days: DIGITAL_RECEIPT_TTL_DAYS }))}</p>
  <p class="code" data-testid="receipt-error-code">${esc(t('receipt.errors.code', { code }))}</p>
</section>`;
  return shell(
    language,
    `${title} · ${t('receipt.title')}`,
    '',
    t('receipt.title'),
    body,
    `data-testid="digital-receipt-error" data-error-code="${esc(code)}"`,
  );
}
