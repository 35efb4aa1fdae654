/**
 * Tile icons: each queue names its icon in engine/queues/registry.ts (get-todo-lists sends it
 * as ICON); this map turns every name the registry uses into an MUI icon, and the compiler
 * wants one for each. A name the client does not know yet (a newer server) gets the generic
 * letter icon instead of an empty tile.
 */
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { QueueIcon } from '../../engine/queues/registry';

/** Every @mui/icons-material icon has this type (the package index is too large to import types from). */
type IconComponent = typeof DescriptionOutlined;

export const QUEUE_ICONS: Readonly<Record<string, IconComponent>> = {
  RateReview: RateReviewOutlined,
  Draw: DrawOutlined,
  FactCheck: FactCheckOutlined,
  AssignmentInd: AssignmentIndOutlined,
  MoveToInbox: MoveToInboxOutlined,
  PendingActions: PendingActionsOutlined,
  Forward: ForwardToInboxOutlined,
  Assignment: AssignmentOutlined,
  Tag: TagOutlined,
  Gavel: GavelOutlined,
  Visibility: VisibilityOutlined,
  TaskAlt: TaskAltOutlined,
} satisfies Record<QueueIcon, IconComponent>;

export function queueIconOf(name: string | null | undefined): IconComponent {
  return (name && Object.hasOwn(QUEUE_ICONS, name) ? QUEUE_ICONS[name] : undefined) ?? DescriptionOutlined;
}
