-- Every form of the regulation, not only the external letter and the memo: stamped letters,
-- commands, regulations, rules, announcements, statements, news, certificates and minutes.
ALTER TABLE letter_versions DROP CONSTRAINT letter_versions_form_check;
ALTER TABLE letter_versions ADD CONSTRAINT letter_versions_form_check CHECK (
  form IN ('external', 'memo', 'stamped', 'command', 'regulation', 'rule', 'announcement', 'statement', 'news', 'certificate', 'minutes')
);
