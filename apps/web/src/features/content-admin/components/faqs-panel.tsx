import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FaqGroups } from '@shop/shared/admin/content';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useDeleteFaq } from '../api/delete-faq';
import { useFaqs } from '../api/get-faqs';
import { useReorderFaqs, type FaqOrder } from '../api/reorder-faqs';
import { FaqDialog } from './faq-dialog';
import { notifyOutcome, type Notify } from './notify';
import { moved, OrderButtons } from './order-buttons';
import { PanelIntro } from './panel-intro';

type Question = FaqGroups[number]['questions'][number];
type Editing = { question: Question | null; group?: string } | null;

/** The FAQ page: groups in order, each with its questions in order. */
export function FaqsPanel({ notify }: { notify: Notify }) {
  const faqs = useFaqs();
  const reorder = useReorderFaqs();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const groups = faqs.data ?? [];
  const names = groups.map((group) => group.category);

  const order = (next: FaqOrder) =>
    notifyOutcome(notify, reorder.mutateAsync(next), 'The order is saved.');

  return (
    <Stack spacing={2}>
      <PanelIntro addLabel="New question" onAdd={() => setEditing({ question: null })}>
        Groups and questions show on the FAQ page in this order; switched-off questions stay here.
      </PanelIntro>
      {faqs.isError ? <Alert severity="error">{faqs.error.message}</Alert> : null}
      {faqs.isSuccess && groups.length === 0 ? (
        <Alert severity="info">No questions yet.</Alert>
      ) : null}
      {groups.map((group, groupIndex) => (
        <Paper
          key={group.category}
          variant="outlined"
          component="section"
          aria-label={group.category}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', px: 2, py: 1, gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h6" component="h3" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
              {group.category}
            </Typography>
            <OrderButtons
              name={`group ${group.category}`}
              index={groupIndex}
              count={groups.length}
              disabled={reorder.isPending}
              onMove={(from, to) =>
                void order({ kind: 'groups', categories: moved(names, from, to) })
              }
            />
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ question: null, group: group.category })}
            >
              Add to group
            </Button>
          </Stack>
          <List dense sx={{ py: 0 }}>
            {group.questions.map((question, index) => (
              <ListItem
                key={question.id}
                divider={index < group.questions.length - 1}
                sx={{ pr: 24, borderTop: index === 0 ? 1 : 0, borderColor: 'divider' }}
                secondaryAction={
                  <Stack direction="row">
                    <OrderButtons
                      name={question.question}
                      index={index}
                      count={group.questions.length}
                      disabled={reorder.isPending}
                      onMove={(from, to) =>
                        void order({
                          kind: 'questions',
                          ids: moved(group.questions, from, to).map((row) => row.id),
                        })
                      }
                    />
                    <IconButton
                      aria-label={`Edit ${question.question}`}
                      onClick={() => setEditing({ question })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Delete ${question.question}`}
                      onClick={() => setDeleting(question)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {question.question}{' '}
                      {question.isActive ? null : (
                        <Chip component="span" size="small" label="Off" />
                      )}
                    </>
                  }
                  secondary={question.answer}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
      {editing ? (
        <FaqDialog
          question={editing.question}
          groups={names}
          defaultGroup={editing.group}
          onClose={() => setEditing(null)}
          onSaved={notify}
        />
      ) : null}
      <ConfirmDeleteDialog
        target={deleting}
        title="Delete this question?"
        message={deleting?.question}
        onClose={() => setDeleting(null)}
        onDelete={(target) =>
          notifyOutcome(notify, remove.mutateAsync(target.id), 'The question is deleted.')
        }
      />
    </Stack>
  );
}
