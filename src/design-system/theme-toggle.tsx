import { Button } from './button';
import { Icon, type IconName } from './icon';
import { useThemePreference, type ThemePreference } from './theme';

const NEXT: Record<ThemePreference, ThemePreference> = {
  system: 'light',
  light: 'dark',
  dark: 'system',
};
const LABEL: Record<ThemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};
const ICON: Record<ThemePreference, IconName> = { system: 'monitor', light: 'sun', dark: 'moon' };

/** Cycles the colour theme: system → light → dark → system. The name says the current one. */
export function ThemeToggle() {
  const [preference, setPreference] = useThemePreference();
  return (
    <Button
      variant="ghost"
      size="md"
      aria-label={`Theme: ${LABEL[preference]}`}
      data-state={preference}
      title={`Theme: ${LABEL[preference]} (switch to ${LABEL[NEXT[preference]]})`}
      onClick={() => setPreference(NEXT[preference])}
    >
      <Icon name={ICON[preference]} size="small" />
    </Button>
  );
}
