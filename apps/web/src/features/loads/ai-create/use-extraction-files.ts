import { EXTRACTION_ACCEPTED_TYPES, EXTRACTION_UPLOAD_FAILED, type ExtractionAnswer } from '@tms/domain';
import { useEffect, useRef, useState } from 'react';
import { serverDetail } from '../../../app/api/api-error';
import { extractRateConfirmation } from '../api/extraction-calls';

/** One dropped rate confirmation and how far its reading has come. */
export type ExtractionFile = {
  key: string;
  file: File;
  /** A local link to the file, shown beside the review. */
  url: string;
  state: 'uploading' | 'reading' | 'done' | 'failed';
  sent: number;
  result?: ExtractionAnswer;
  error?: string;
};

/** The files dropped on the page, each sent to be read, and the one open for review. */
export function useExtractionFiles() {
  const [files, setFiles] = useState<ExtractionFile[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const u of urls.current) URL.revokeObjectURL(u);
    },
    [],
  );

  const patch = (key: string, next: Partial<ExtractionFile>) =>
    setFiles((all) => all.map((c) => (c.key === key ? { ...c, ...next } : c)));

  const add = (dropped: File[]) => {
    for (const file of dropped) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      setFiles((all) => [...all, { key, file, url, state: 'uploading', sent: 0 }]);
      if (!(EXTRACTION_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
        patch(key, { state: 'failed', error: 'Only PDF, PNG or JPEG files can be read.' });
        continue;
      }
      extractRateConfirmation(file, {
        onProgress: (sent) => patch(key, { sent, state: sent >= file.size ? 'reading' : 'uploading' }),
      })
        .then((result) => {
          patch(key, { state: 'done', result });
          // The first file read opens by itself; later ones wait for the dispatcher.
          setOpen((o) => o ?? key);
        })
        .catch((error) => patch(key, { state: 'failed', error: serverDetail(error) ?? EXTRACTION_UPLOAD_FAILED }));
    }
  };

  const current = files.find((c) => c.key === open && c.state === 'done');
  return { files, open, setOpen, add, current };
}
