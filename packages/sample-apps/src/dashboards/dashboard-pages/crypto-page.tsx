import { cn } from '@hotel/ui';
import { dashboardsEndpoints, type CryptoCoin, type CryptoDashboard } from '../../api/dashboards';
import { Chart } from '../chart/chart';
import { DashboardFrame, fromDateSeries, Panel, Stat, useDashboard } from './dashboard-kit';

const usd = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Crypto (/dashboards/crypto): the BTC price, wallets and the watchlist. */
export function CryptoPage() {
  const resource = useDashboard<CryptoDashboard>(dashboardsEndpoints.crypto);
  return (
    <DashboardFrame title="Crypto dashboard" subtitle="Prices, wallets and a watchlist" resource={resource}>
      {(d) => (
        <div className="grid gap-6 lg:grid-cols-3">
          <Panel title="Bitcoin (BTC)" className="lg:col-span-2">
            <p className="text-2xl font-bold tabular-nums">
              {usd(d.btc.amount)}{' '}
              <span className={cn('text-sm', d.btc.trend.dir === 'up' ? 'text-success' : 'text-warn')}>
                {d.btc.trend.dir === 'up' ? '▲' : '▼'} {d.btc.trend.amount}%
              </span>
            </p>
            <Chart type="line" title="Bitcoin price" format={usd} {...fromDateSeries(d.btc.price.series)} />
          </Panel>
          <Panel title="Wallets">
            <ul className="grid gap-2 text-sm">
              {(Object.keys(d.wallets) as CryptoCoin[]).map((coin) => (
                <li key={coin} className="flex justify-between gap-2">
                  <span className="font-medium uppercase">{coin}</span>
                  <span className="tabular-nums">
                    {d.wallets[coin]} · {usd(d.wallets[coin] * d.prices[coin])}
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
          <Stat label="Market cap" value={usd(d.btc.marketCap)} />
          <Stat label="Volume" value={usd(d.btc.volume)} />
          <Stat label="All-time high" value={usd(d.btc.allTimeHigh)} />
          <Panel title="Watchlist" className="lg:col-span-3">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {d.watchlist.map((w) => (
                <li key={w.iso} className="grid gap-1 rounded-lg border border-border p-3">
                  <span className="font-medium">
                    {w.title} ({w.iso})
                  </span>
                  <span className="tabular-nums">{usd(w.amount)}</span>
                  <span className={cn('text-sm', w.trend.dir === 'up' ? 'text-success' : 'text-warn')}>
                    {w.trend.dir === 'up' ? 'Up' : 'Down'} {w.trend.amount}%
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      )}
    </DashboardFrame>
  );
}
