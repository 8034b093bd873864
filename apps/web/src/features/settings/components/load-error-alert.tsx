import { RetryAlert } from '../../../components/retry-alert';

/** A settings tab whose figures could not be read, with a way to try again. */
export function LoadErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RetryAlert onRetry={onRetry} sx={{ mb: 2 }}>
      {message}
    </RetryAlert>
  );
}
