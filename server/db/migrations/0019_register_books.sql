-- Register books (สมุดทะเบียน): how each department's receive and send registers number, who
-- may take numbers from them, and how the workspace shows them. Numbers still run per
-- (department, register, Buddhist-era year) in register_counters: a book is one department's
-- register of one kind, so naming it changes no counter and an existing register goes on from
-- its last number, without a repeat or a gap.

-- Text pieces a book puts before (prefix) and after (suffix) the numbers it issues.
CREATE TABLE register_prefixes (
  id       integer PRIMARY KEY,
  text_th  text NOT NULL CHECK (btrim(text_th) <> ''),
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX register_prefixes_text_key ON register_prefixes (text_th);

CREATE TABLE register_suffixes (
  id       integer PRIMARY KEY,
  text_th  text NOT NULL CHECK (btrim(text_th) <> ''),
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX register_suffixes_text_key ON register_suffixes (text_th);

-- One book per department and kind. A department without an active book of a kind numbers as
-- before (its own counter, no prefix or suffix), or from the central registry's book when the
-- central registry numbers that kind (document_central).
CREATE TABLE register_books (
  id             integer PRIMARY KEY,
  department_id  bigint NOT NULL REFERENCES departments (id) ON DELETE CASCADE,
  register       text NOT NULL CHECK (register IN ('receive', 'send')),
  name_th        text NOT NULL CHECK (btrim(name_th) <> ''),
  prefix_id      integer REFERENCES register_prefixes (id),
  suffix_id      integer REFERENCES register_suffixes (id),
  active         boolean NOT NULL DEFAULT true,
  CONSTRAINT register_books_department_register_key UNIQUE (department_id, register)
);

-- Every register already in use (it has numbers) or kept by registry clerks becomes a book.
INSERT INTO register_books (id, department_id, register, name_th)
SELECT row_number() OVER (ORDER BY d.id, k.register),
       d.id,
       k.register,
       CASE k.register WHEN 'receive' THEN 'ทะเบียนหนังสือรับ ' ELSE 'ทะเบียนหนังสือส่ง ' END || d.name_th
  FROM departments d
 CROSS JOIN (VALUES ('receive'), ('send')) AS k (register)
 WHERE EXISTS (SELECT 1 FROM register_counters c WHERE c.department_id = d.id AND c.register = k.register)
    OR EXISTS (SELECT 1 FROM person_roles pr JOIN roles r ON r.id = pr.role_id
                WHERE pr.department_id = d.id AND r.role_type = 'registry');

-- The number as its book shaped it (prefix, number, suffix), kept as issued so a later change
-- of the book's prefix or suffix never rewrites it; null when the book added nothing (a send
-- entry's whole letter number is doc_no).
ALTER TABLE register_entries ADD COLUMN number_text text;

-- The organisation's central registry (สารบรรณกลาง): one row. Departments without their own
-- active book of a kind the central registry numbers take their numbers from its book.
CREATE TABLE document_central (
  id             smallint PRIMARY KEY CHECK (id = 1),
  department_id  bigint REFERENCES departments (id) ON DELETE SET NULL,
  numbers        text NOT NULL DEFAULT 'both' CHECK (numbers IN ('receive', 'send', 'both'))
);
INSERT INTO document_central (id) VALUES (1);

-- Who may take numbers from a book: a person, or whoever holds a role in the book's department
-- or in the department the number is for. A book with no rows is open to whoever the letter's
-- workflow already lets number it (its registry clerks).
CREATE TABLE register_issuers (
  id         integer PRIMARY KEY,
  book_id    integer NOT NULL REFERENCES register_books (id) ON DELETE CASCADE,
  person_id  bigint REFERENCES people (id) ON DELETE CASCADE,
  role_id    integer REFERENCES roles (id) ON DELETE CASCADE,
  CONSTRAINT register_issuers_person_or_role CHECK ((person_id IS NULL) <> (role_id IS NULL))
);
CREATE UNIQUE INDEX register_issuers_person_key ON register_issuers (book_id, person_id) WHERE person_id IS NOT NULL;
CREATE UNIQUE INDEX register_issuers_role_key ON register_issuers (book_id, role_id) WHERE role_id IS NOT NULL;

-- Which columns a register table shows and in which order. A column's place and visibility come
-- from its book's row, else from its kind's row (the default display), else the built-in order.
CREATE TABLE register_display_columns (
  id          integer PRIMARY KEY,
  register    text NOT NULL CHECK (register IN ('receive', 'send')),
  column_key  text NOT NULL CHECK (column_key IN ('number', 'registered_at', 'doc_no', 'subject', 'from_to', 'speed_secret')),
  position    integer NOT NULL DEFAULT 0,
  visible     boolean NOT NULL DEFAULT true,
  CONSTRAINT register_display_columns_key UNIQUE (register, column_key)
);

CREATE TABLE register_book_columns (
  book_id     integer NOT NULL REFERENCES register_books (id) ON DELETE CASCADE,
  column_key  text NOT NULL CHECK (column_key IN ('number', 'registered_at', 'doc_no', 'subject', 'from_to', 'speed_secret')),
  position    integer NOT NULL DEFAULT 0,
  visible     boolean NOT NULL DEFAULT true,
  PRIMARY KEY (book_id, column_key)
);

-- Which actions a book offers (export, print, cancelling a number); one without a row is offered.
CREATE TABLE register_book_functions (
  book_id       integer NOT NULL REFERENCES register_books (id) ON DELETE CASCADE,
  function_key  text NOT NULL CHECK (function_key IN ('export', 'print', 'cancel')),
  offered       boolean NOT NULL DEFAULT true,
  PRIMARY KEY (book_id, function_key)
);
