/** A fiscal document of a POS sale, read from either spelling the terminals use. */
export interface FinancialDocument {
  type: string | null;
  invoiceNo: string | null;
  documentNo: string | null;
  serial: string | null;
  date: string | null;
}

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

/**
 * Spec section 3: financial_documents carry Type.Name, InvoiceNo, DocumentNo, DocumentSerial and Date;
 * the terminal's REST protocol names them DocumentType, InvoiceNumber, DocumentNumber and
 * SerialNumber. Both are read; anything else is ignored.
 */
export function normalizeFinancialDocuments(documents: readonly unknown[]): FinancialDocument[] {
  return documents.flatMap((raw) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const doc = raw as Record<string, unknown>;
    const type = doc.Type as { Name?: unknown } | string | undefined;
    const normalized: FinancialDocument = {
      type: text(typeof type === 'object' && type !== null ? type.Name : type) ?? text(doc.DocumentType),
      invoiceNo: text(doc.InvoiceNo) ?? text(doc.InvoiceNumber),
      documentNo: text(doc.DocumentNo) ?? text(doc.DocumentNumber),
      serial: text(doc.DocumentSerial) ?? text(doc.SerialNumber),
      date: text(doc.Date),
    };
    return Object.values(normalized).some((value) => value !== null) ? [normalized] : [];
  });
}
