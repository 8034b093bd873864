import { LOAD_LIMITS } from '@tms/domain';
import { useEffect, useState } from 'react';
import { serverDetail } from '../../../app/api/api-error';

/** What the wizard tells the user above the step: why something failed, or that a save went through. */
export function useWizardAlerts() {
  const [failure, setFailure] = useState<string | null>(null);
  /** The error of the last failed save: a newer version of the load (409) offers to reload it. */
  const [failedSave, setFailedSave] = useState<unknown>(null);
  const [banner, setBanner] = useState<string | null>(null);

  // Success banners hide after 3 s.
  useEffect(() => {
    if (!banner) return;
    const t = setTimeout(() => setBanner(null), LOAD_LIMITS.successBannerMs);
    return () => clearTimeout(t);
  }, [banner]);

  return {
    failure,
    failedSave,
    banner,
    setBanner,
    /** A refusal that is not a save's (nothing to reload). */
    showFailure: (text: string) => setFailure(text),
    /** A failed save: `text` when given, else the server's sentence, else `fallback`. */
    fail: (error: unknown, fallback: string, text?: string) => {
      setFailure(text ?? serverDetail(error) ?? fallback);
      setFailedSave(error);
    },
    clearFailure: () => {
      setFailure(null);
      setFailedSave(null);
    },
  };
}

export type WizardAlerts = ReturnType<typeof useWizardAlerts>;
