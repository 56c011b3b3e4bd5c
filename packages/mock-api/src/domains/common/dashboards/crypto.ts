import type { SeedTools } from '../../../core/db';
import type { CryptoDashboard, DatePoint } from '../contracts';

const MINUTE = 60_000;

/** A random walk of `count` points ending at `now`, one every `step` minutes. */
function walk(rng: SeedTools['rng'], now: Date, count: number, step: number, start: number, volatility: number): DatePoint[] {
  let value = start;
  return Array.from({ length: count }, (_, i) => {
    value = Math.max(start * 0.5, value * (1 + (rng.next() - 0.48) * volatility));
    return { x: new Date(now.getTime() - (count - 1 - i) * step * MINUTE).toISOString(), y: Math.round(value * 100) / 100 };
  });
}

const COINS: [title: string, iso: string, price: number][] = [
  ['Ethereum', 'ETH', 3_150],
  ['Bitcoin Cash', 'BCH', 410],
  ['XRP', 'XRP', 0.58],
  ['Litecoin', 'LTC', 84],
  ['Cardano', 'ADA', 0.46],
  ['Stellar', 'XLM', 0.11],
];

/** The crypto dashboard, deterministic per seed and relative to `now`. */
export function buildCrypto({ rng, now }: SeedTools): CryptoDashboard {
  const btcSeries = walk(rng, now, 120, 15, 64_000, 0.01);
  const first = btcSeries[0]?.y ?? 1;
  const btc = btcSeries[btcSeries.length - 1]?.y ?? first;
  const change = Math.round(((btc - first) / first) * 10_000) / 100;
  const watchlist = COINS.map(([title, iso, price]) => {
    const data = walk(rng, now, 48, 30, price, 0.02);
    const open = data[0]?.y ?? price;
    const close = data[data.length - 1]?.y ?? price;
    const pct = Math.round(((close - open) / open) * 10_000) / 100;
    return { title, iso, amount: close, trend: { dir: pct >= 0 ? ('up' as const) : ('down' as const), amount: Math.abs(pct) }, series: [{ name: 'Price', data }] };
  });
  const price = (iso: string) => watchlist.find((w) => w.iso === iso)?.amount ?? 0;
  return {
    btc: {
      amount: btc,
      trend: { dir: change >= 0 ? 'up' : 'down', amount: Math.abs(change) },
      marketCap: Math.round(btc * 19_700_000),
      volume: rng.int(18_000_000_000, 42_000_000_000),
      supply: 19_700_000,
      allTimeHigh: 73_750.07,
      price: { series: [{ name: 'Price', data: btcSeries }] },
    },
    prices: { btc, eth: price('ETH'), bch: price('BCH'), xrp: price('XRP') },
    wallets: { btc: 24.975_08, eth: 126.3, bch: 78.5, xrp: 11_250 },
    watchlist,
  };
}
