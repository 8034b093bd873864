-- Messages written before links were sealed: their sign-in links are cut out of the stored bodies.
UPDATE email_outbox
SET text_body = regexp_replace(text_body, '\S*/reset-password\?token=[A-Za-z0-9_&;=-]+', '[link sent only in the delivered e-mail]', 'g'),
    html_body = regexp_replace(html_body, '[^"\s]*/reset-password\?token=[A-Za-z0-9_&;=#-]+', '[link sent only in the delivered e-mail]', 'g')
WHERE kind IN ('password_reset', 'invite');
