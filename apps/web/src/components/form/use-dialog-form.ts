import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Mode, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetail } from '../../app/api/api-error';

/** Why the last save failed: the sentence shown, and the error for callers that react to its kind (409). */
export interface DialogFormFailure {
  message: string;
  error: unknown;
}

export interface DialogFormOptions<I extends FieldValues, O> {
  /** The domain's zod schema (the one the API validates with), or an extension of it. */
  schema: z.ZodType<O, I>;
  open: boolean;
  /** The values the form starts from each time it opens (or `record` changes while open). */
  values: () => I;
  /** The record edited, or null when adding; a different record resets the form. */
  record?: unknown;
  /** Saves; a thrown error stays in the dialog as `failure`, and the dialog stays open. */
  onSubmit: (values: O) => Promise<void>;
  /** The sentence when the server gives none, e.g. "Failed to update division". */
  failureText: string;
  mode?: Mode;
  /**
   * The schema has rules over several fields (a window's end after its start): after a refused
   * submit every change checks the whole form again, so a message leaves as soon as any field fixes it.
   */
  crossField?: boolean;
}

export interface DialogForm<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  submit: (event?: FormEvent) => Promise<void>;
  busy: boolean;
  failure: DialogFormFailure | null;
  setFailure: (failure: DialogFormFailure | null) => void;
  /** Shows an error as the dialog's failure: the server's sentence, else `failureText`. */
  fail: (error: unknown) => void;
}

/**
 * The form of an add/edit dialog: react-hook-form with the domain's zod schema, values reset each
 * time the dialog opens, and the server's refusal kept as a sentence (its `detail`) for the dialog.
 */
export function useDialogForm<I extends FieldValues, O>({
  schema,
  open,
  values,
  record = null,
  onSubmit,
  failureText,
  mode = 'onTouched',
  crossField = false,
}: DialogFormOptions<I, O>): DialogForm<I, O> {
  const [failure, setFailure] = useState<DialogFormFailure | null>(null);
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues: values() as DefaultValues<I>,
    mode,
  });
  // The latest callbacks, without making every render reset the form.
  const latest = useRef({ values, onSubmit, failureText });
  latest.current = { values, onSubmit, failureText };

  // biome-ignore lint/correctness/useExhaustiveDependencies: another record opened in the same dialog starts afresh
  useEffect(() => {
    if (!open) return;
    form.reset(latest.current.values());
    setFailure(null);
  }, [open, record, form]);

  useEffect(() => {
    if (!crossField) return;
    const watching = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => watching.unsubscribe();
  }, [crossField, form]);

  const fail = (error: unknown) => setFailure({ message: serverDetail(error) ?? latest.current.failureText, error });
  const submit = form.handleSubmit(async (output) => {
    setFailure(null);
    try {
      await latest.current.onSubmit(output);
    } catch (error) {
      fail(error);
    }
  });

  return { form, submit, busy: form.formState.isSubmitting, failure, setFailure, fail };
}
