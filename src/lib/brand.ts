/** White-label brand configuration (S1 §1, S3 §1). */
export interface BrandConfig {
  name: string;
  taxId: string;
  legalNotice: string;
  pricingUrl: string;
  supportUrl: string;
  logoUrl: string | null;
  colors: { light: { primary: string; contrast: string }; dark: { primary: string; contrast: string } };
}

export const brand: BrandConfig = {
  name: 'Atende',
  taxId: '00.000.000/0001-00',
  legalNotice: 'Atende Tecnologia Ltda · CNPJ 00.000.000/0001-00',
  pricingUrl: 'https://atende.example/precos',
  supportUrl: 'https://atende.example/suporte',
  logoUrl: null,
  colors: {
    light: { primary: '#6B62FE', contrast: '#ffffff' },
    dark: { primary: '#52d869', contrast: '#0f1a12' },
  },
};

export type ThemeMode = 'light' | 'dark';

/** The theme is light at start (S1 §1). */
export const INITIAL_THEME: ThemeMode = 'light';

/** Toggles the `dark` class on <html> and writes the brand colours into the CSS tokens of src/styles.css. */
export function applyTheme(
  mode: ThemeMode,
  root: HTMLElement = document.documentElement,
  config: BrandConfig = brand,
): void {
  root.classList.toggle('dark', mode === 'dark');
  const colors = config.colors[mode];
  root.style.setProperty('--brand-primary', colors.primary);
  root.style.setProperty('--brand-primary-contrast', colors.contrast);
}
