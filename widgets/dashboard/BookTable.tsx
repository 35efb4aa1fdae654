/** The five-row table of a book card (height 290); a row opens its letter. */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookRow } from '../../engine/api/portal-calls';
import { bookColumns } from '../../engine/portal/book-columns';
import { bookRowTarget, type DocumentTarget } from '../../engine/portal/document-target';
import { BOOK_CARD_TABLE_HEIGHT } from '../../engine/portal/layout-sizes';
import type { BookGroup } from '../../engine/tenant/capabilities';

export interface BookTableProps {
  bookType: BookGroup;
  rows: BookRow[];
  onOpenDocument: (target: DocumentTarget | null) => void;
}

const WIDTHS: Partial<Record<string, number | string>> = { SEQ: 64, F_NO_MEET: 90, F_DOC_NO: 150, F_DOC_COMMAND_NAME_UNDER: 190 };

export function BookTable({ bookType, rows, onOpenDocument }: BookTableProps) {
  const { t } = useTranslation();
  const columns = bookColumns(bookType);
  return (
    <Box sx={{ height: BOOK_CARD_TABLE_HEIGHT, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={t(`book.${bookType}`)}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.field}
                sx={{
                  fontWeight: 700,
                  bgcolor: 'grey.50',
                  whiteSpace: 'nowrap',
                  width: WIDTHS[column.field],
                  textAlign: column.field === 'SEQ' ? 'center' : 'left',
                }}
              >
                {t(column.titleKey)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
                  {t('book.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow
              key={row.F_DOC_ID}
              hover
              data-testid={`book-row-${row.F_DOC_ID}`}
              onClick={() => onOpenDocument(bookRowTarget(row))}
              sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
            >
              {columns.map((column) =>
                column.field === 'F_DOC_TITLE' ? (
                  <TableCell key={column.field}>
                    <ButtonBase
                      aria-label={t('book.open', { title: row.F_DOC_TITLE })}
                      onClick={(event) => {
                        // The row opens it already; the button is there for keyboards and screen readers.
                        event.stopPropagation();
                        onOpenDocument(bookRowTarget(row));
                      }}
                      sx={{
                        font: 'inherit',
                        textAlign: 'left',
                        color: 'primary.dark',
                        fontWeight: 500,
                        '&:hover, &.Mui-focusVisible': { textDecoration: 'underline' },
                      }}
                    >
                      {row.F_DOC_TITLE}
                    </ButtonBase>
                  </TableCell>
                ) : (
                  <TableCell
                    key={column.field}
                    sx={{
                      textAlign: column.field === 'SEQ' ? 'center' : 'left',
                      color: 'text.secondary',
                      whiteSpace: column.field === 'F_DOC_NO' ? 'nowrap' : 'normal',
                    }}
                  >
                    {row[column.field] ?? '-'}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
