import { defaultTheme, type RaThemeOptions } from 'react-admin'

/** The public site's palette (pages/styles/tokens.css): ember for actions, ink for text, sand surfaces. */
export const colors = {
  ember: '#c2391d',
  emberDark: '#9e2c14',
  emberWash: '#fdf1ec',
  ink: '#1b1f24',
  inkSoft: '#3a414b',
  muted: '#5e6670',
  sand: '#fbf7f2',
  stone: '#efebe4',
  line: '#d9d3c9',
  pine: '#1f6f5c',
  pineLight: '#d5eae3',
  danger: '#b42318',
  dangerWash: '#fdecea',
  info: '#1d4f91',
  infoWash: '#e8f0fb',
}

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: colors.ember, dark: colors.emberDark, contrastText: '#ffffff' },
    secondary: { main: colors.ink },
    error: { main: colors.danger },
    success: { main: colors.pine },
    background: { default: colors.sand, paper: '#ffffff' },
    text: { primary: colors.ink, secondary: colors.muted },
  },
  shape: { borderRadius: 10 },
  // The menu (admin/layout/Menu.tsx): room for the logo and names; icons only when collapsed.
  sidebar: { width: 264, closedWidth: 76 },
  typography: {
    fontFamily: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 44 } } },
    MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
    // react-admin names its row and select-all checkboxes with aria-label on the checkbox itself,
    // which MUI puts on the wrapping <span> (not allowed there, and the input stays unnamed, axe's
    // 'label' rule): the name goes to the <input>.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (state: { 'aria-label'?: string }) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (state: { 'aria-label'?: string }) =>
            state['aria-label'] ? { 'aria-label': state['aria-label'] } : {},
        },
      },
    },
    // A list's table wider than the screen (a phone, many columns) scrolls inside its card
    // instead of widening the whole page.
    RaList: {
      styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } },
    },
  },
}
