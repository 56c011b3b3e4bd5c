import { useTranslation } from 'react-i18next';
import { LAYOUTS, SCHEMES, useConfig, type Layout, type Scheme } from '@hotel/shell';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Label, RadioGroup, RadioGroupItem } from '@hotel/ui';
import { titleOf } from '@hotel/domain';
import { useHotelText } from '../../i18n/hotel-text';
import { canResetDemoData, resetDemoDataAndReload } from '../../mock-api';
import { PageHeader } from '../page-header';

/**
 * Settings: the appearance (remembered on this device) and, on the mock API, 'Reset demo data'.
 * The choices are the shell's, named as its settings drawer names them (its own keyed strings).
 */
export function SettingsPage() {
  const { t } = useHotelText();
  const { t: shell } = useTranslation('shell');
  const { config, setConfig, resetConfig, themes } = useConfig();
  const named = (group: string) => (option: string) => shell(`${group}.${option}`, { defaultValue: titleOf(option) });
  return (
    <div data-slot="settings-page">
      <PageHeader title={t('Settings')} actions={<Button variant="outline" onClick={resetConfig}>{t('Restore defaults')}</Button>} />
      <div className="grid max-w-3xl gap-6 p-4 sm:p-8">
        <Group id="Layout" label={t('Layout')} value={config.layout} options={LAYOUTS} nameOf={named('layouts')} onChange={(layout) => setConfig({ layout: layout as Layout })} />
        <Group id="Scheme" label={t('Scheme')} value={config.scheme} options={SCHEMES} nameOf={named('settings')} onChange={(scheme) => setConfig({ scheme: scheme as Scheme })} />
        <Group id="Theme" label={t('Theme')} value={config.theme} options={themes.map((theme) => theme.id)} nameOf={named('themes')} onChange={(theme) => setConfig({ theme })} />
        {canResetDemoData() ? (
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('Demo data')}</CardTitle>
              <CardDescription>{t("Restores the embedded mock API's demo data and reloads the page.")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" onClick={() => void resetDemoDataAndReload()}>
                {t('Reset demo data')}
              </Button>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

interface GroupProps {
  /** The group's id in its options' ids (the English label, as before). */
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  /** An option's name in the user's language. */
  nameOf: (option: string) => string;
  onChange: (value: string) => void;
}

function Group({ id, label, value, options, nameOf, onChange }: GroupProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-foreground">{label}</legend>
      <RadioGroup value={value} onValueChange={onChange} className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem id={`setting-${id}-${option}`} value={option} />
            <Label htmlFor={`setting-${id}-${option}`}>{nameOf(option)}</Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
