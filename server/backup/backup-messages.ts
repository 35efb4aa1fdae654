/** What the backup and restore commands say when they refuse, in Thai and in English. */
export const MSG_BACKUP = {
  noPassphrase:
    'ไม่ได้ตั้งค่า BACKUP_PASSPHRASE: ตั้งรหัสผ่านสำหรับเข้ารหัสไฟล์สำรองข้อมูล และเก็บไว้ที่อื่นนอกเครื่องนี้\n' +
    'BACKUP_PASSPHRASE is not set: set the passphrase that encrypts the backup archive, and keep it somewhere other than this machine.',
  wrongPassphrase:
    'รหัสผ่าน BACKUP_PASSPHRASE ไม่ตรงกับไฟล์สำรองข้อมูลนี้ ไม่มีการเปลี่ยนแปลงใด ๆ\n' +
    'BACKUP_PASSPHRASE does not open this backup archive (wrong passphrase); nothing was changed.',
  damaged:
    'ไฟล์สำรองข้อมูลเสียหายหรือถูกแก้ไข (ข้อมูลไม่ครบหรือไม่ตรงกับที่เข้ารหัสไว้) ไม่มีการเปลี่ยนแปลงใด ๆ\n' +
    'The backup archive is damaged or was changed (its content is incomplete or does not match what was encrypted); nothing was changed.',
  notAnArchive: 'ไฟล์นี้ไม่ใช่ไฟล์สำรองข้อมูลของระบบ\nThis file is not a backup archive of the portal.',
  targetNotEmpty: (where: string) =>
    `ที่ปลายทาง (${where}) มีข้อมูลอยู่แล้ว: กู้คืนได้เฉพาะที่ว่างเท่านั้น ไม่มีการเปลี่ยนแปลงใด ๆ\n` +
    `The restore target (${where}) is not empty: restore only into an empty DATA_DIR or an empty database; nothing was changed.`,
  unknownMigration: (version: string) =>
    `ไฟล์สำรองข้อมูลมาจากระบบรุ่นที่ใหม่กว่า (migration ${version}) ให้ปรับรุ่นระบบก่อนกู้คืน\n` +
    `The archive comes from a newer portal (migration ${version} is unknown here): update the portal before restoring.`,
} as const;

/** A refusal fit to print as it is. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
