import { LAYOUTS, SCHEMES, useConfig, type Layout, type Scheme } from '@hotel/shell';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Label, RadioGroup, RadioGroupItem } from '@hotel/ui';
import { titleOf } from '@hotel/domain';
import { canResetDemoData, resetDemoDataAndReload } from '../../mock-api';
import { PageHeader } from '../page-header';

/** Settings: the appearance (remembered on this device) and, on the mock API, 'Reset demo data'. */
export function SettingsPage() {
  const { config, setConfig, resetConfig, themes } = useConfig();
  return (
    <div data-slot="settings-page">
      <PageHeader title="Settings" actions={<Button variant="outline" onClick={resetConfig}>Restore defaults</Button>} />
      <div className="grid max-w-3xl gap-6 p-4 sm:p-8">
        <Group label="Layout" value={config.layout} options={LAYOUTS} onChange={(layout) => setConfig({ layout: layout as Layout })} />
        <Group label="Scheme" value={config.scheme} options={SCHEMES} onChange={(scheme) => setConfig({ scheme: scheme as Scheme })} />
        <Group label="Theme" value={config.theme} options={themes.map((theme) => theme.id)} onChange={(theme) => setConfig({ theme })} />
        {canResetDemoData() ? (
          <Card>
            <CardHeader>
              <CardTitle level={2}>Demo data</CardTitle>
              <CardDescription>Restores the embedded mock API's demo data and reloads the page.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" onClick={() => void resetDemoDataAndReload()}>
                Reset demo data
              </Button>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

function Group({ label, value, options, onChange }: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-foreground">{label}</legend>
      <RadioGroup value={value} onValueChange={onChange} className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem id={`setting-${label}-${option}`} value={option} />
            <Label htmlFor={`setting-${label}-${option}`}>{titleOf(option)}</Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
