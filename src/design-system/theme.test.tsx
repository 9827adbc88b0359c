import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { applyThemePreference, readThemePreference, THEME_STORAGE_KEY } from './theme';
import { ThemeToggle } from './theme-toggle';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

describe('theme preference', () => {
  it('follows the system when nothing (or something invalid) is stored', () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, '"purple"');
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'not json');
    expect(readThemePreference()).toBe('system');
  });

  it('reads a stored override', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    expect(readThemePreference()).toBe('dark');
  });

  it('applies an override as data-theme and removes it for the system setting', () => {
    applyThemePreference('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    applyThemePreference('system');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });
});

describe('ThemeToggle', () => {
  it('cycles system → light → dark → system, persisting and applying each', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const button = () => screen.getByRole('button', { name: /^Theme:/ });
    expect(button()).toHaveAccessibleName('Theme: System');

    await user.click(button());
    expect(button()).toHaveAccessibleName('Theme: Light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('"light"');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');

    await user.click(button());
    expect(button()).toHaveAccessibleName('Theme: Dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    await user.click(button());
    expect(button()).toHaveAccessibleName('Theme: System');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('starts from the stored preference', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<ThemeToggle />);
    await expectNoAxeViolations();
  });
});
