/**
 * The destruction lists (บัญชีหนังสือขอทำลาย): a registry clerk draws the list of the filed
 * letters whose retention has run out and sends it to the department's destruction committee;
 * each member approves or keeps every letter; the chair closes the review, which erases the
 * approved letters' files. The page shows, for each department whose register the person keeps,
 * how many letters are due and a button to draw the list, then every list the person sees;
 * opening one shows it whole (DestructionListView).
 *
 * Committee members are often not registry clerks, so everyone is offered the tool and the
 * server's answer decides what there is: the page says so when the person has nothing here.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { failureMessage, useDestructionDraw, useDestructionLists, type DestructionDepartment } from './destruction-queries';
import { DestructionListTable } from './DestructionListTable';
import { DestructionListView } from './DestructionListView';
import { NoticeAlert, type Notice } from './DestructionNotice';

const sectionSx = { px: { xs: 2, md: 3 }, py: 2 } as const;

export function WorkspaceDestruction() {
  const { t } = useTranslation();
  const lists = useDestructionLists();
  const draw = useDestructionDraw();
  const [openId, setOpenId] = useState<number | null>(null);
  // What the last step answered: the server's words, kept until the next step or a move.
  const [notice, setNotice] = useState<Notice | null>(null);
  const open = (listId: number | null) => {
    setOpenId(listId);
    setNotice(null);
  };

  function drawFor(department: DestructionDepartment) {
    setNotice(null);
    draw.mutate(
      { F_DEPT_ID: department.dept_id },
      {
        // The new list opens at once: the clerk checks it before sending it to the committee.
        onSuccess: (reply) => {
          setOpenId(reply.LIST_ID);
          setNotice({ severity: 'success', text: reply.message });
        },
        onError: (failure) => setNotice({ severity: 'error', text: failureMessage(failure, t('workspace.destruction.ui.failed')) }),
      },
    );
  }

  const data = lists.data;
  if (data && openId === null && data.lists.length === 0 && data.departments.length === 0) {
    return (
      <Alert severity="info" data-testid="destruction-none">
        {t('workspace.destruction.ui.none')}
      </Alert>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="destruction-title"
      data-testid="destruction"
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <Box sx={{ ...sectionSx, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="destruction-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('workspace.tool.destruction')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="destruction-rule">
          {t('workspace.destruction.ui.rule')}
        </Typography>
      </Box>
      {lists.isFetching && <LinearProgress aria-hidden sx={{ height: 2 }} />}
      {openId !== null ? (
        <DestructionListView listId={openId} notice={notice} onNotice={setNotice} onBack={() => open(null)} />
      ) : (
        <Box sx={{ ...sectionSx, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <NoticeAlert notice={notice} />
          {lists.isError && (
            <Alert severity="error" data-testid="destruction-error">
              {failureMessage(lists.error, t('dashboard.loadError'))}
            </Alert>
          )}
          {data?.departments.map((department) => (
            <Box
              key={department.dept_id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
              data-testid={`destruction-due-${department.dept_id}`}
            >
              <Typography sx={{ flex: 1, minWidth: 220 }}>
                {t('workspace.destruction.ui.due', { department: department.text, count: department.DUE })}
              </Typography>
              <Button variant="contained" size="small" disabled={department.DUE === 0 || draw.isPending} onClick={() => drawFor(department)}>
                {t('workspace.destruction.ui.draw')}
              </Button>
            </Box>
          ))}
          {data && (
            <>
              <Typography id="destruction-lists-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('workspace.destruction.ui.listsHeading')}
              </Typography>
              {data.lists.length === 0 ? (
                <Typography color="text.secondary" data-testid="destruction-no-lists">
                  {t('workspace.destruction.ui.noLists')}
                </Typography>
              ) : (
                <DestructionListTable lists={data.lists} labelledBy="destruction-lists-title" onOpen={open} />
              )}
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}
