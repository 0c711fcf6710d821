import type { DocumentState, EInvoiceIntermediary, IntermediaryDocument, PaymentReport } from './intermediary.js';
import { IntermediaryError } from './intermediary.js';

export interface MerSettings {
  /** https://www.moj-eracun.hr or https://demo.moj-eracun.hr (or the local stand-in). */
  url: string;
  username: string;
  password: string;
  companyId: string;
  companyBu: string;
  softwareId: string;
  timeoutMs: number;
}

/** moj-eRačun's document statuses (API v2): 10/20 in preparation or validation, 30 sent, 40 delivered, 45/50 not. */
export function stateOfMerStatus(statusId: number): DocumentState {
  if (statusId === 40) return 'delivered';
  if (statusId === 45 || statusId === 50) return 'rejected';
  if (statusId === 30) return 'sent';
  return 'pending';
}

interface MerDocument {
  ElectronicId: number | string;
  StatusId: number;
  StatusName: string;
}

/** moj-eRačun answers a refused request with its fields' messages: { "File": { "Value": …, "Messages": [...] } }. */
function merMessages(body: unknown): string {
  if (!body || typeof body !== 'object') return String(body ?? '');
  const parts: string[] = [];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = (value as { Messages?: unknown })?.Messages;
    if (Array.isArray(messages)) parts.push(`${field}: ${messages.join(' ')}`);
  }
  return parts.length > 0 ? parts.join('; ') : JSON.stringify(body).slice(0, 300);
}

const toDocument = (d: MerDocument): IntermediaryDocument => ({
  electronicId: String(d.ElectronicId),
  state: stateOfMerStatus(d.StatusId),
  code: d.StatusId,
  name: d.StatusName,
});

/**
 * moj-eRačun's API v2 (docs/decisions/0230-einvoice-intermediary.md): JSON over HTTPS, the five identifying fields
 * in every request, `send` with the XML as a JSON string, `queryOutbox` by ElectronicId. A 4xx answer is a refusal
 * of what was sent (permanent); a network failure, a timeout or a 5xx is trouble on the way (try again later).
 */
export function merClient(settings: MerSettings): EInvoiceIntermediary {
  const identity = {
    Username: settings.username,
    Password: settings.password,
    CompanyId: settings.companyId,
    CompanyBu: settings.companyBu,
    SoftwareId: settings.softwareId,
  };
  async function post(path: string, body: Record<string, unknown>): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(new URL(path, settings.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ ...identity, ...body }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      throw new IntermediaryError(`moj-eRačun nije dostupan: ${(err as Error).message}`, false);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the message
    }
    if (res.status >= 500) throw new IntermediaryError(`moj-eRačun: HTTP ${res.status}`, false);
    if (!res.ok) throw new IntermediaryError(`moj-eRačun je odbio: ${merMessages(parsed)}`, true);
    return parsed;
  }
  return {
    async send(xml) {
      return toDocument((await post('/apis/v2/send', { File: xml })) as MerDocument);
    },
    async status(electronicId) {
      const found = (await post('/apis/v2/queryOutbox', { ElectronicId: Number(electronicId) })) as MerDocument[];
      const doc = Array.isArray(found) ? found[0] : undefined;
      if (!doc) throw new IntermediaryError(`moj-eRačun ne zna dokument ${electronicId}`, true);
      return toDocument(doc);
    },
    async reportPayment(report: PaymentReport) {
      await post('/apis/v2/fiscalization/payment', {
        ElectronicId: Number(report.electronicId),
        BrojDokumenta: report.invoiceNumber,
        DatumIzdavanja: report.issueDate,
        OibIzdavatelja: settings.companyId,
        OibPrimatelja: report.buyerOib,
        DatumNaplate: report.paidOn,
        NaplaceniIznos: (report.amountCents / 100).toFixed(2),
        NacinPlacanja: report.method,
      });
    },
  };
}
