-- Settings an administrator may change while the portal runs (the admin-configs page): one row.
-- A value left empty falls back to the server's environment setting. Secrets (the SMTP address
-- with its password, signing keys) stay in the environment and are never kept or shown here.
CREATE TABLE admin_configs (
  id           smallint PRIMARY KEY CHECK (id = 1),
  -- The sender address of e-mail from the portal (else MAIL_FROM).
  mail_from    text CHECK (mail_from IS NULL OR btrim(mail_from) <> ''),
  -- The sender's display name shown in mail programs (e.g. the organisation's registry office).
  mail_sender  text CHECK (mail_sender IS NULL OR btrim(mail_sender) <> '')
);
INSERT INTO admin_configs (id) VALUES (1);

-- Which sender each message went out with, so the outbox shows the setting at work.
ALTER TABLE mail_outbox ADD COLUMN from_address text;
