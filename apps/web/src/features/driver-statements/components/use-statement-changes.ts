import type { Statement, StatementLine } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { isStaleSave, useReloadLatest } from '../../../components/form/reload-latest';
import { useReloadStatement } from '../api/get-statement';
import { type StatementAction, useDeleteStatement, useStatementAction } from '../api/statement-actions';
import { previewFile, saveFile, statementPdf } from '../api/statement-files';

export type Opening =
  | { kind: 'pay' | 'reopen' | 'add' | 'email' | 'approve' | 'delete' | 'regenerate' }
  | { kind: 'exclude'; line: StatementLine }
  | { kind: 'remove'; line: StatementLine };
/** The dialog open, with the statement's version when it opened: its change is refused if someone else's came first. */
type Open = (Opening & { seen: number }) | null;

export type StatementChanges = ReturnType<typeof useStatementChanges>;

/**
 * The changes of one statement page: which dialog is open and the version it saw, the changes
 * themselves with their notices, the PDF, and the page's "Reload latest" after a refused change (409).
 */
export function useStatementChanges(s: Statement) {
  const notify = useNotify();
  const action = useStatementAction();
  const remove = useDeleteStatement();
  const reloadStatement = useReloadStatement();
  const [open, setOpenState] = useState<Open>(null);
  const setOpen = (o: Opening) => setOpenState({ ...o, seen: s.version });
  const close = () => setOpenState(null);
  /** A change refused because someone else changed the statement first (409), until reloaded. */
  const [conflict, setConflict] = useState<unknown>(null);
  const reload = async () => {
    const latest = await reloadStatement(s.id);
    setOpenState((o) => (o ? { ...o, seen: latest.version } : o));
    setConflict(null);
    return latest;
  };
  const reloadDialog = async () => {
    await reload();
  };
  const pageReload = useReloadLatest({
    error: conflict,
    reload: reloadDialog,
    settle: (e) => e && notify(errorText(e), 'error'),
  });

  /** A change made from a form dialog: its refusal stays in the dialog. */
  const run = async (a: StatementAction, done: string) => {
    await action.mutateAsync(a);
    notify(done, 'success');
  };
  const failed = (e: unknown) => {
    if (isStaleSave(e)) {
      setConflict(e);
      close();
    } else notify(errorText(e), 'error');
  };
  /** A change confirmed in one click: a stale one closes its dialog and shows the page's conflict. */
  const quick = (a: StatementAction, done: string) =>
    action.mutate(a, {
      onSuccess: () => {
        notify(done, 'success');
        setConflict(null);
        close();
      },
      onError: failed,
    });
  const deleteStatement = (version: number) =>
    remove.mutate(
      { id: s.id, version },
      {
        onSuccess: () => {
          notify('Statement deleted', 'success');
          window.history.back();
        },
        onError: failed,
      },
    );
  const pdf = async (show: boolean) => {
    try {
      const file = await statementPdf(s.id);
      if (show) previewFile(file);
      else saveFile(file);
    } catch (e) {
      notify(errorText(e), 'error');
    }
  };

  return {
    open,
    setOpen,
    close,
    /** The version the open dialog saw (the statement's own while none is open). */
    seen: open?.seen ?? s.version,
    conflict,
    conflictAction: pageReload.action,
    reload,
    reloadDialog,
    run,
    quick,
    busy: action.isPending,
    deleting: remove.isPending,
    deleteStatement,
    pdf,
  };
}
