import { useState, type MouseEvent } from 'react'
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material'
import { Languages } from 'lucide-react'
import { useTranslate } from 'react-admin'
import { colors } from '../theme'
import { ADMIN_LOCALES, localeNames } from './index'
import { useAdminLocale } from './useAdminLocale'

/** The admin's language menu: each language named in itself; `compact` shows only the icon. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate()
  const { locale, changeLocale, busy } = useAdminLocale()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const label = translate('mapleserve.language.menu')
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)

  return (
    <>
      {compact ? (
        <Tooltip title={label} placement="right">
          <IconButton
            onClick={open}
            aria-label={label}
            aria-haspopup="menu"
            aria-expanded={Boolean(anchor)}
            disabled={busy}
            sx={{ width: 44, height: 44, color: colors.inkSoft }}
          >
            <Languages size={18} />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          onClick={open}
          color="inherit"
          aria-label={`${label} (${localeNames[locale]})`}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          disabled={busy}
          startIcon={<Languages size={18} />}
          sx={{ justifyContent: 'flex-start', color: colors.inkSoft, minWidth: 0 }}
        >
          <span lang={locale}>{localeNames[locale]}</span>
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ADMIN_LOCALES.map((value) => (
          <MenuItem
            key={value}
            lang={value}
            selected={value === locale}
            onClick={() => {
              setAnchor(null)
              void changeLocale(value)
            }}
          >
            {localeNames[value]}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
