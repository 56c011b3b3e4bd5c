import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { posPaths, type CreateDocketRequest, type Docket, type OpenDocketRequest, type TenderInput } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { messageOf, useRequest, type RequestState } from '../../shared/use-request';
import { addItem, basketOfDocket, basketTotals, lineInput, removeLine, setDiscount, setQuantity, type BasketLine, type BasketTotals, type LineDiscount } from './basket';
import type { Product } from './catalogue';
import type { Outlet } from './use-catalogue';

/** The localStorage key of the outlet last chosen on a channel's till. */
export const outletKey = (channel: string | undefined) => `hotel.pos.outlet.${channel ?? 'all'}`;

/** The till's state: the outlet, the basket (a fresh sale, or an open docket's lines), and its actions. */
export interface RegisterState {
  /** The points of sale of the till's channel (all when it has none). */
  outlets: readonly Outlet[];
  /** The outlet rung at (undefined until chosen; an open docket's own outlet). */
  outlet: Outlet | undefined;
  chooseOutlet: (id: string) => void;
  /** The open docket of `?docket=<id>` (undefined for a fresh sale). */
  docket: RequestState<Docket> | undefined;
  lines: readonly BasketLine[];
  totals: BasketTotals;
  /** A docket call is on its way. */
  busy: boolean;
  /** The server's refusal of the last basket change, open or send. */
  error: string | undefined;
  dismissError: () => void;
  add: (product: Product) => void;
  setQuantity: (index: number, quantity: number) => void;
  setDiscount: (index: number, discount: LineDiscount | null) => void;
  remove: (index: number) => void;
  clear: () => void;
  /** Opens a docket for a table (with the basket's lines) and follows it in the URL. */
  openForTable: (table: string) => Promise<boolean>;
  /** Leaves the open docket (back to a fresh sale; the docket stays open on the server). */
  leaveDocket: () => void;
  /** Sends the open docket's lines to the kitchen. */
  send: () => Promise<void>;
  /** Pays: one sale call for a fresh basket, the settle call for an open docket. Throws the server's refusal. */
  pay: (tenders: TenderInput[]) => Promise<Docket>;
  /** The docket just paid (the receipt), until the next sale starts. */
  paid: Docket | undefined;
  /** Starts the next sale (closes the receipt). */
  nextSale: () => void;
}

function storedOutlet(channel: string | undefined): string | null {
  try {
    return localStorage.getItem(outletKey(channel));
  } catch {
    return null;
  }
}

/** The till of a channel: outlet choice (remembered), the basket and the docket calls. `all` is every point of sale. */
export function useRegister(channel: string | undefined, all: readonly Outlet[] | undefined): RegisterState {
  const client = useHttpClient();
  const [params, setParams] = useSearchParams();
  const docketId = params.get('docket');
  const [chosen, setChosen] = useState<string | null>(() => storedOutlet(channel));
  const [fresh, setFresh] = useState<BasketLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [paid, setPaid] = useState<Docket>();
  // The docket a call answered, with the loaded docket it supersedes: a reload (another tab changed it) wins again.
  const [answered, setAnswered] = useState<{ docket: Docket; over: Docket | undefined }>();

  const docket = useRequest(docketId ? `pos-docket:${docketId}` : null, (signal) => client.get<Docket>(posPaths.docket(docketId ?? ''), { signal }));
  const current = docketId ? (answered?.docket.id === docketId && answered.over === docket.data ? answered.docket : docket.data) : undefined;

  const outlets = useMemo(() => (all ?? []).filter((o) => channel === undefined || o.channel === channel), [all, channel]);
  const outlet = useMemo(() => {
    if (current) return (all ?? []).find((o) => o.id === current.pointOfSale);
    return outlets.find((o) => o.id === chosen) ?? (outlets.length === 1 ? outlets[0] : undefined);
  }, [all, outlets, current, chosen]);

  const lines = useMemo(() => (current ? basketOfDocket(current.lines) : fresh), [current, fresh]);
  const totals = useMemo(() => basketTotals(lines), [lines]);

  const chooseOutlet = (id: string) => {
    setChosen(id);
    try {
      localStorage.setItem(outletKey(channel), id);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };

  /** Runs a docket call; the answered docket replaces the basket, a refusal is shown and changes nothing. */
  const step = async (call: () => Promise<Docket>): Promise<Docket | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await call();
      setAnswered({ docket: next, over: docket.data });
      return next;
    } catch (reason) {
      setError(messageOf(reason));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const lineId = (index: number) => lines[index]?.lineId ?? '';

  const add = (product: Product) => {
    const item = { stock: product.id, name: product.name, unitCents: product.priceCents };
    if (!current) {
      setError(undefined);
      setFresh((prev) => addItem(prev, item));
      return;
    }
    const at = lines.findIndex((line) => line.stock === product.id && !line.discount);
    const existing = at >= 0 ? lines[at] : undefined;
    void step(() =>
      existing?.lineId
        ? client.patch<Docket>(posPaths.line(current.id, existing.lineId), { quantity: existing.quantity + 1 })
        : client.post<Docket>(posPaths.lines(current.id), lineInput({ ...item, quantity: 1, discount: null })),
    );
  };

  const changeQuantity = (index: number, quantity: number) => {
    if (!current) return setFresh((prev) => setQuantity(prev, index, quantity));
    const next = setQuantity(lines, index, quantity)[index];
    if (next) void step(() => client.patch<Docket>(posPaths.line(current.id, lineId(index)), { quantity: next.quantity }));
  };

  const changeDiscount = (index: number, discount: LineDiscount | null) => {
    if (!current) return setFresh((prev) => setDiscount(prev, index, discount));
    const next = setDiscount(lines, index, discount)[index];
    if (!next) return;
    const input = lineInput(next);
    const body = input.discountPercent !== undefined ? { discountPercent: input.discountPercent } : { discount: input.discount ?? 0 };
    void step(() => client.patch<Docket>(posPaths.line(current.id, lineId(index)), body));
  };

  const remove = (index: number) => {
    if (!current) return setFresh((prev) => removeLine(prev, index));
    void step(() => client.delete<Docket>(posPaths.line(current.id, lineId(index))));
  };

  const follow = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('docket', id);
        else next.delete('docket');
        return next;
      },
      { replace: false },
    );

  const openForTable = async (table: string) => {
    if (!outlet) return false;
    const body: OpenDocketRequest = { pointOfSale: outlet.id, table, ...(fresh.length ? { lines: fresh.map(lineInput) } : {}) };
    const opened = await step(() => client.post<Docket>(posPaths.open, body));
    if (opened) {
      setFresh([]);
      follow(opened.id);
    }
    return opened !== undefined;
  };

  const send = async () => {
    if (current) await step(() => client.post<Docket>(posPaths.send(current.id), {}));
  };

  const pay = async (tenders: TenderInput[]): Promise<Docket> => {
    if (!outlet && !current) throw new Error('Choose the point of sale first.');
    const settled = current
      ? await client.post<Docket>(posPaths.settle(current.id), { tenders })
      : await client.post<Docket>(posPaths.sales, { record: { pointOfSale: outlet?.id ?? '', lines: fresh.map(lineInput), tenders } } satisfies CreateDocketRequest);
    setPaid(settled);
    setFresh([]);
    setError(undefined);
    if (current) follow(null);
    return settled;
  };

  return {
    outlets,
    outlet,
    chooseOutlet,
    docket: docketId ? { ...docket, data: current } : undefined,
    lines,
    totals,
    busy,
    error,
    dismissError: () => setError(undefined),
    add,
    setQuantity: changeQuantity,
    setDiscount: changeDiscount,
    remove,
    clear: () => setFresh([]),
    openForTable,
    leaveDocket: () => follow(null),
    send,
    pay,
    paid,
    nextSale: () => setPaid(undefined),
  };
}
