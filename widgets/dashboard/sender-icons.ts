/**
 * Sender-type icons of a queue row (where the manifest lists the queue in senderIconQueues):
 * one icon per sender type id of the sender_types lookup (migration 0003). The type's name
 * from the row is the tooltip, so an unknown id still says what it is.
 */
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';

/** Every @mui/icons-material icon has this type (the package index is too large to import types from). */
type IconComponent = typeof MailOutlined;

const SENDER_TYPE_ICONS: Readonly<Record<number, IconComponent>> = {
  1: ApartmentOutlined, // internal unit
  2: AccountBalanceOutlined, // other government agency
  3: BusinessOutlined, // private sector or individual
  4: CloudOutlined, // government e-CMS
};

export function senderTypeIconOf(id: number | null | undefined): IconComponent {
  return (id != null ? SENDER_TYPE_ICONS[id] : undefined) ?? MailOutlined;
}
