-- Sign-in attempts are pruned by age once no throttle rule reads them any more
-- (server/modules/identity/throttle.ts); this index keeps that delete from scanning the table.
CREATE INDEX login_attempts_at_idx ON login_attempts (at);
