-- The lines printed under a signature, as they stood when the letter was signed: a signed
-- letter is a record, so editing a signing kind's lines later changes only letters signed after.
ALTER TABLE transactions ADD COLUMN sign_lines text[];
