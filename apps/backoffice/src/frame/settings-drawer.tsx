import { LAYOUTS, SCHEMES, THEMES, useConfig, type Layout, type Scheme, type Theme } from '@hotel/shell';
import {
  Button,
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@hotel/ui';
import { titleOf } from '@hotel/domain';
import { canResetDemoData, resetDemoDataAndReload } from '../mock-api';

export interface SettingsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The settings drawer: layout, scheme and theme (remembered), and 'Reset demo data' on the mock API. */
export function SettingsDrawer({ open, onOpenChange }: SettingsDrawerProps) {
  const { config, setConfig } = useConfig();
  return (
    <Drawer side="right" open={open} onOpenChange={onOpenChange}>
      <DrawerContent>
        <DrawerHeader>
          <DrawerTitle>Settings</DrawerTitle>
          <DrawerDescription>Appearance of the back-office on this device.</DrawerDescription>
        </DrawerHeader>
        <DrawerBody className="flex flex-col gap-5">
          <Choice label="Layout" value={config.layout} options={LAYOUTS} onChange={(layout) => setConfig({ layout: layout as Layout })} />
          <Choice label="Scheme" value={config.scheme} options={SCHEMES} onChange={(scheme) => setConfig({ scheme: scheme as Scheme })} />
          <Choice label="Theme" value={config.theme} options={THEMES} onChange={(theme) => setConfig({ theme: theme as Theme })} />
        </DrawerBody>
        {canResetDemoData() ? (
          <DrawerFooter className="flex-col items-stretch gap-2">
            <p className="text-xs text-muted-foreground">Restores the demo data of the embedded mock API and reloads.</p>
            <Button variant="outline" onClick={() => resetDemoDataAndReload()}>
              Reset demo data
            </Button>
          </DrawerFooter>
        ) : null}
      </DrawerContent>
    </Drawer>
  );
}

function Choice({ label, value, options, onChange }: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void }) {
  const id = `settings-${label.toLowerCase()}`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {titleOf(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
