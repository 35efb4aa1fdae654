-- The vocabularies letters are written with, kept by administrators on their settings pages
-- (group 'vocabulary'). A value letters already use is never deleted: it is switched off
-- (active false), so forms stop offering it while letters that carry it still show its name.
-- Speeds, secrecy classes and book groups are the regulation's fixed sets: only their names
-- and colours change, so they get no active flag.

ALTER TABLE doc_types ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE sender_types ADD COLUMN active boolean NOT NULL DEFAULT true;
-- The regulation's kinds keep their codes; a new kind's key is lower-case letters, digits, - or _.
ALTER TABLE doc_types ADD CONSTRAINT doc_types_key_format CHECK (key ~ '^[a-z][a-z0-9_-]*$');
ALTER TABLE doc_types ADD CONSTRAINT doc_types_name_th_nonblank CHECK (btrim(name_th) <> '');
CREATE UNIQUE INDEX doc_types_name_th_key ON doc_types (lower(btrim(name_th)));
CREATE UNIQUE INDEX sender_types_name_th_key ON sender_types (lower(btrim(name_th)));
ALTER TABLE doc_speeds ADD CONSTRAINT doc_speeds_color_format CHECK (color ~ '^#[0-9a-fA-F]{6}$');
ALTER TABLE doc_secrets ADD CONSTRAINT doc_secrets_color_format CHECK (color ~ '^#[0-9a-fA-F]{6}$');

-- Subject categories a letter is filed under (หมวดหมู่หนังสือ).
CREATE TABLE doc_categories (
  id       integer PRIMARY KEY,
  name_th  text NOT NULL CHECK (btrim(name_th) <> ''),
  name_en  text NOT NULL DEFAULT '',
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX doc_categories_name_th_key ON doc_categories (lower(btrim(name_th)));
INSERT INTO doc_categories (id, name_th, name_en) VALUES
  (1, 'บริหารทั่วไป', 'General administration'),
  (2, 'การเงินและงบประมาณ', 'Finance and budget'),
  (3, 'การเจ้าหน้าที่', 'Personnel'),
  (4, 'พัสดุ', 'Procurement'),
  (5, 'นโยบายและแผน', 'Policy and planning');

-- Agencies letters usually come from (book-send-from) and go to (book-send-to): the letter form
-- offers them as suggestions for its From (จาก) and To (ถึง) lines.
CREATE TABLE book_send_from (
  id       integer PRIMARY KEY,
  name_th  text NOT NULL CHECK (btrim(name_th) <> ''),
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX book_send_from_name_th_key ON book_send_from (lower(btrim(name_th)));
CREATE TABLE book_send_to (
  id       integer PRIMARY KEY,
  name_th  text NOT NULL CHECK (btrim(name_th) <> ''),
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX book_send_to_name_th_key ON book_send_to (lower(btrim(name_th)));
INSERT INTO book_send_from (id, name_th) VALUES
  (1, 'สำนักงานปลัดสำนักนายกรัฐมนตรี'),
  (2, 'กรมบัญชีกลาง'),
  (3, 'สำนักงาน ก.พ.');
INSERT INTO book_send_to (id, name_th) VALUES
  (1, 'สำนักงานปลัดสำนักนายกรัฐมนตรี'),
  (2, 'กรมบัญชีกลาง'),
  (3, 'สำนักงาน ก.พ.');

-- Kinds of command (คำสั่ง): a command letter names one.
CREATE TABLE command_types (
  id       integer PRIMARY KEY,
  name_th  text NOT NULL CHECK (btrim(name_th) <> ''),
  name_en  text NOT NULL DEFAULT '',
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX command_types_name_th_key ON command_types (lower(btrim(name_th)));
INSERT INTO command_types (id, name_th, name_en) VALUES
  (1, 'คำสั่งแต่งตั้ง', 'Appointment'),
  (2, 'คำสั่งมอบหมายงาน', 'Assignment of duties'),
  (3, 'คำสั่งย้ายและโอน', 'Transfer'),
  (4, 'คำสั่งให้ไปราชการ', 'Official travel');

-- Kinds of assignment (ประเภทงานที่มอบหมาย) a person is given a letter to act on.
CREATE TABLE job_types (
  id       integer PRIMARY KEY,
  name_th  text NOT NULL CHECK (btrim(name_th) <> ''),
  name_en  text NOT NULL DEFAULT '',
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX job_types_name_th_key ON job_types (lower(btrim(name_th)));
INSERT INTO job_types (id, name_th, name_en) VALUES
  (1, 'เพื่อดำเนินการ', 'For action'),
  (2, 'เพื่อทราบ', 'For information'),
  (3, 'เพื่อพิจารณา', 'For consideration'),
  (4, 'เพื่อประสานงาน', 'For coordination');

-- How a letter is signed (ประเภทการลงนาม), each with its lines under the signature
-- (sign-type/signTypeGroup: e.g. ปฏิบัติราชการแทน followed by the principal's position).
CREATE TABLE sign_types (
  id       integer PRIMARY KEY,
  name_th  text NOT NULL CHECK (btrim(name_th) <> ''),
  name_en  text NOT NULL DEFAULT '',
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX sign_types_name_th_key ON sign_types (lower(btrim(name_th)));
CREATE TABLE sign_type_groups (
  id            integer PRIMARY KEY,
  sign_type_id  integer NOT NULL REFERENCES sign_types (id),
  name_th       text NOT NULL CHECK (btrim(name_th) <> ''),
  sort_order    integer NOT NULL DEFAULT 1 CHECK (sort_order >= 1),
  active        boolean NOT NULL DEFAULT true
);
CREATE INDEX sign_type_groups_sign_type_idx ON sign_type_groups (sign_type_id, sort_order);
INSERT INTO sign_types (id, name_th, name_en) VALUES
  (1, 'ลงนามในนามตนเอง', 'Signed in own name'),
  (2, 'ปฏิบัติราชการแทน', 'On behalf of'),
  (3, 'รักษาราชการแทน', 'Acting for'),
  (4, 'รักษาการในตำแหน่ง', 'Acting in the position');
INSERT INTO sign_type_groups (id, sign_type_id, name_th, sort_order) VALUES
  (1, 2, 'ปฏิบัติราชการแทน', 1),
  (2, 3, 'รักษาราชการแทน', 1),
  (3, 4, 'รักษาการในตำแหน่ง', 1);

-- What a letter is filed under and, for a command, which kind it is.
ALTER TABLE documents
  ADD COLUMN category_id      integer REFERENCES doc_categories (id),
  ADD COLUMN command_type_id  integer REFERENCES command_types (id);
CREATE INDEX documents_category_idx ON documents (category_id) WHERE category_id IS NOT NULL;
CREATE INDEX documents_command_type_idx ON documents (command_type_id) WHERE command_type_id IS NOT NULL;
