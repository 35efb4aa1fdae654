/**
 * The header's language flag dropdown: the tenant's languages
 * (caps.language.available: en, th and a variant such as a tenant's Thai wording). Picking
 * one applies at once; the layout saves it (store key 'lang') so it wins at the next start.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../engine/i18n/language';
import { languageLabel } from './language-label';
import { Flag } from './Flag';

export interface LanguageMenuProps {
  languages: readonly string[];
  current: string;
  onChange: (language: string) => void;
}

export function LanguageMenu({ languages, current, onChange }: LanguageMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = (language: string) => languageLabel(t, language, languages);
  const pick = (language: string) => {
    setAnchor(null);
    if (language !== current) onChange(language);
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('master.language.choose', { language: label(current) })}
        data-testid="language-button"
        endIcon={<ExpandMoreRounded />}
        sx={{
          minWidth: 0,
          px: { xs: 0.75, sm: 1 },
          gap: 0.25,
          textTransform: 'uppercase',
          fontWeight: 700,
          flexShrink: 0,
          '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <Flag language={current} />
        <Box component="span" sx={{ ml: 0.75, display: { xs: 'none', sm: 'inline' } }}>
          {htmlLangOf(current)}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {languages.map((language) => (
          <MenuItem
            key={language}
            selected={language === current}
            onClick={() => pick(language)}
            data-testid={`language-option-${language}`}
            lang={htmlLangOf(language)}
          >
            <ListItemIcon>
              <Flag language={language} />
            </ListItemIcon>
            <ListItemText>{label(language)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
