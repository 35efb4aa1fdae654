-- Register columns as the Thai correspondence regulation draws its register form: the register
-- number, ที่, ลงวันที่, จาก, ถึง, เรื่อง, การปฏิบัติ, หมายเหตุ (in that order), and optional ones a
-- book may show. The keys are engine/registers/columns.ts's. A paired column of before splits in
-- two (from_to: from and to; speed_secret: speed and secret) at its place; a book or kind whose
-- rows were exactly the old built-in order gets the regulation's order.

-- The registry clerk's remark on an entry (หมายเหตุ).
ALTER TABLE register_entries ADD COLUMN remark text CHECK (char_length(remark) <= 500);

ALTER TABLE register_display_columns DROP CONSTRAINT register_display_columns_column_key_check;
ALTER TABLE register_book_columns DROP CONSTRAINT register_book_columns_column_key_check;

-- The old built-in order, all shown: such rows said nothing but the old default.
CREATE TEMPORARY TABLE old_default_books ON COMMIT DROP AS
SELECT book_id FROM register_book_columns
GROUP BY book_id
HAVING bool_and(visible)
   AND string_agg(column_key, ',' ORDER BY position,
         array_position(ARRAY['number', 'registered_at', 'doc_no', 'subject', 'from_to', 'speed_secret'], column_key))
       = 'number,registered_at,doc_no,subject,from_to,speed_secret';

CREATE TEMPORARY TABLE old_default_kinds ON COMMIT DROP AS
SELECT register FROM register_display_columns
GROUP BY register
HAVING bool_and(visible)
   AND string_agg(column_key, ',' ORDER BY position,
         array_position(ARRAY['number', 'registered_at', 'doc_no', 'subject', 'from_to', 'speed_secret'], column_key))
       = 'number,registered_at,doc_no,subject,from_to,speed_secret';

CREATE TEMPORARY TABLE regulation_columns ON COMMIT DROP AS
SELECT column_key, position FROM (VALUES
  ('number', 10), ('doc_no', 20), ('doc_date', 30), ('from', 40), ('to', 50), ('subject', 60), ('disposal', 70), ('remark', 80)
) AS c (column_key, position);

DELETE FROM register_book_columns WHERE book_id IN (SELECT book_id FROM old_default_books);
INSERT INTO register_book_columns (book_id, column_key, position, visible)
SELECT b.book_id, c.column_key, c.position, true FROM old_default_books b CROSS JOIN regulation_columns c;

DELETE FROM register_display_columns WHERE register IN (SELECT register FROM old_default_kinds);
INSERT INTO register_display_columns (id, register, column_key, position, visible)
SELECT coalesce((SELECT max(id) FROM register_display_columns), 0) + row_number() OVER (ORDER BY k.register, c.position), k.register, c.column_key, c.position, true
FROM old_default_kinds k CROSS JOIN regulation_columns c;

-- A paired column's second half takes the same place: ties are broken by the built-in order,
-- which puts from before to and speed before secret, so the order read before is kept.
INSERT INTO register_book_columns (book_id, column_key, position, visible)
SELECT book_id, CASE column_key WHEN 'from_to' THEN 'to' ELSE 'secret' END, position, visible
FROM register_book_columns WHERE column_key IN ('from_to', 'speed_secret');
UPDATE register_book_columns SET column_key = CASE column_key WHEN 'from_to' THEN 'from' ELSE 'speed' END
WHERE column_key IN ('from_to', 'speed_secret');

INSERT INTO register_display_columns (id, register, column_key, position, visible)
SELECT coalesce((SELECT max(id) FROM register_display_columns), 0) + row_number() OVER (ORDER BY id),
       register, CASE column_key WHEN 'from_to' THEN 'to' ELSE 'secret' END, position, visible
FROM register_display_columns WHERE column_key IN ('from_to', 'speed_secret');
UPDATE register_display_columns SET column_key = CASE column_key WHEN 'from_to' THEN 'from' ELSE 'speed' END
WHERE column_key IN ('from_to', 'speed_secret');

ALTER TABLE register_display_columns ADD CONSTRAINT register_display_columns_column_key_check CHECK (column_key IN (
  'number', 'doc_no', 'doc_date', 'from', 'to', 'subject', 'disposal', 'remark',
  'registered_at', 'speed', 'secret', 'doc_type', 'send_date', 'owner'));
ALTER TABLE register_book_columns ADD CONSTRAINT register_book_columns_column_key_check CHECK (column_key IN (
  'number', 'doc_no', 'doc_date', 'from', 'to', 'subject', 'disposal', 'remark',
  'registered_at', 'speed', 'secret', 'doc_type', 'send_date', 'owner'));
