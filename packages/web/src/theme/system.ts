// A calm clinical theme: neutral greys, one teal accent with AA contrast on white. Built on
// Chakra's base and default tokens with the recipes of the components the portal uses only, to
// keep the first screen light: all ~75 would add ~115 KB to the first script and to the start-up
// work. A component used without its recipe renders unstyled, so system.test.ts checks every one
// imported under src/.
// This system holds the recipes the first screen (/login) draws; the others (theme/fullSystem.ts)
// load beside its first paint, and every other screen waits for them (theme/currentSystem.ts).
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** The styled Chakra components the portal may import, by the recipes they need (system.test.ts). */
export const STYLED_COMPONENTS = {
  Accordion: ['accordion'],
  Alert: ['alert'],
  Badge: ['badge'],
  // Its `loading` state draws a Spinner.
  Button: ['button', 'spinner'],
  ButtonGroup: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  Combobox: ['combobox'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button', 'spinner'],
  Input: ['input'],
  InputGroup: ['input', 'inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Popover: ['popover'],
  Progress: ['progress'],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
} as const;

/** Chakra's default theme with the first screen's recipes (its defaultConfig carries all of them). */
export const portalBaseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

/** The portal's own colours, fonts and global styles, over Chakra's. */
export const portalTheme = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg', fontFeatureSettings: '"tnum"' },
    '*:focus-visible': { outlineColor: 'brand.focusRing' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Hebrew', sans-serif" },
        body: { value: "Inter, 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Hebrew', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eaf6f6' },
          100: { value: '#cbe9ea' },
          200: { value: '#a1d6d8' },
          300: { value: '#6dbdc1' },
          400: { value: '#3b9fa5' },
          500: { value: '#1d848b' },
          600: { value: '#0f6e74' },
          700: { value: '#0c5a5f' },
          800: { value: '#0b474b' },
          900: { value: '#0a3a3d' },
          950: { value: '#052326' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: {
          canvas: { value: '#f5f7f8' },
        },
        // Chakra's default error text (red.500) is 3.8:1 on white; red.700 keeps AA for small text.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
      },
    },
  },
});

let firstScreen: SystemContext | undefined;

/**
 * The first screen's system: every token, the recipes /login draws. Built when first drawn with:
 * a page opened on any other screen draws with the whole theme from the start (routing/restOfApp.ts)
 * and never pays for this one (about 100 ms of start-up on a 2-core machine).
 */
export const firstScreenSystem = (): SystemContext => (firstScreen ??= createSystem(defaultBaseConfig, portalBaseTheme, portalTheme));
