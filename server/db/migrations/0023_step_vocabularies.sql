-- What a routing step was given with: the kind of assignment (ประเภทงานที่มอบหมาย) on a step
-- an assign created, and how the letter was signed (ประเภทการลงนาม) on the step its signer
-- signed. Both point at their settings tables, whose values are switched off, never deleted,
-- so a step keeps showing the name (and the signature lines) it was given.
ALTER TABLE transactions
  ADD COLUMN job_type_id   integer REFERENCES job_types (id),
  ADD COLUMN sign_type_id  integer REFERENCES sign_types (id);
