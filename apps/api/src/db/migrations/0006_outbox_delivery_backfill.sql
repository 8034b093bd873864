-- Messages written before delivery went through the job queue: one attempt was made when SMTP was set.
UPDATE email_outbox
SET status = CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN error IS NOT NULL THEN 'dead' ELSE 'held' END,
    attempts = CASE WHEN sent_at IS NOT NULL OR error IS NOT NULL THEN 1 ELSE 0 END,
    last_attempt_at = COALESCE(sent_at, CASE WHEN error IS NOT NULL THEN created_at END);
