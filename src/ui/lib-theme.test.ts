import { afterEach, describe, expect, it } from 'vitest';
import { getTheme, getThemeChoice, setThemeChoice } from './theme.ts';

afterEach(() => setThemeChoice('system'));

describe('theme', () => {
  it('an explicit choice sets data-theme and is remembered; "system" hands back to the media query', () => {
    setThemeChoice('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(getTheme()).toBe('dark');
    setThemeChoice('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem('theme')).toBeNull();
    expect(getThemeChoice()).toBe('system');
  });
});
