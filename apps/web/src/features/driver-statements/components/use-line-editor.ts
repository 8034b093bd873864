import { type StatementLine, statementLineUpdate } from '@tms/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useReloadLatest } from '../../../components/form/reload-latest';
import { useDialogForm } from '../../../components/form/use-dialog-form';

/** The API's rule for a line's change; the inline editor always sends both fields. */
const lineEdit = statementLineUpdate.pick({ description: true, amount: true }).required();
type LineEditInput = z.input<typeof lineEdit>;
export type LineEditValues = z.output<typeof lineEdit>;

const valuesOf = (line: StatementLine | undefined): LineEditInput => ({
  description: line?.description ?? '',
  amount: line?.amount ?? '',
});

export interface LineEditorOptions {
  rows: StatementLine[];
  draft: boolean;
  /** The statement's version on screen. */
  version: number;
  onSave: (line: StatementLine, values: LineEditValues, version: number) => Promise<void>;
  /** Loads the statement as it is now; answers its version and lines. */
  onReload: () => Promise<{ version: number; lines: StatementLine[] }>;
}

export type LineEditor = ReturnType<typeof useLineEditor>;

/**
 * One line of a table edited in place: react-hook-form with the domain's line schema, checked on
 * save and sent with the statement's version from when the edit began (or from the reload after a
 * refused save, 409). Enter saves, Escape cancels, and focus goes back to the row's edit button.
 */
export function useLineEditor({ rows, draft, version, onSave, onReload }: LineEditorOptions) {
  /** The line edited, and the statement's version when the edit began: a save after someone else's change is refused. */
  const [editing, setEditing] = useState<{ lineId: number; seen: number } | null>(null);
  const focusAfter = useRef<number | null>(null);
  const stop = () => {
    if (editing) focusAfter.current = editing.lineId;
    setEditing(null);
  };
  const dialog = useDialogForm<LineEditInput, LineEditValues>({
    schema: lineEdit,
    open: editing !== null,
    record: editing?.lineId,
    values: () => valuesOf(rows.find((l) => l.id === editing?.lineId)),
    // The messages show on save, as in the dialogs' submit.
    mode: 'onSubmit',
    failureText: 'Failed to update the line',
    onSubmit: async (values) => {
      const line = rows.find((l) => l.id === editing?.lineId);
      if (!editing || !line) return;
      await onSave(line, values, editing.seen);
      stop();
    },
  });

  // A statement approved meanwhile (or a line removed) ends the edit.
  useEffect(() => {
    if (editing && (!draft || !rows.some((l) => l.id === editing.lineId))) setEditing(null);
  }, [draft, rows, editing]);

  // Keyboard users land back on the row's edit button when the edit ends.
  useEffect(() => {
    if (editing || focusAfter.current === null) return;
    const id = focusAfter.current;
    focusAfter.current = null;
    document.querySelector<HTMLElement>(`[data-line-actions="${id}"] button`)?.focus();
  }, [editing]);

  /** Why the last save failed, while the edit goes on. */
  const failure = editing ? (dialog.failure?.error ?? null) : null;
  /** Takes what the other person saved: the row shows the latest values and the edit goes on from them. */
  const reloadLatest = useReloadLatest({
    error: failure,
    reload: async () => {
      if (!editing) return;
      const latest = await onReload();
      const line = latest.lines.find((l) => l.id === editing.lineId);
      if (line) dialog.form.reset(valuesOf(line));
      setEditing(line ? { lineId: line.id, seen: latest.version } : null);
    },
    settle: (e) => (e ? dialog.fail(e) : dialog.setFailure(null)),
  });
  const busy = dialog.busy || reloadLatest.reloading;
  const save = () => {
    if (!busy) void dialog.submit();
  };

  return {
    control: dialog.form.control,
    isEditing: (line: StatementLine) => editing?.lineId === line.id,
    /** Some line is being edited: the other rows' buttons wait. */
    active: editing !== null,
    start: (line: StatementLine) => {
      setEditing({ lineId: line.id, seen: version });
      requestAnimationFrame(() => dialog.form.setFocus('description'));
    },
    stop,
    save,
    busy,
    saving: dialog.busy,
    failure,
    reloadAction: reloadLatest.action,
    keys: (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        save();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        stop();
      }
    },
  };
}
