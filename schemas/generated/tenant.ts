/* Generated from schemas/tenant.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * A language code: en, th, or a variant such as thOnlb (base language + variant name).
 */
export type LanguageCode = string;
/**
 * A work-queue code (engine/queues/registry.ts lists them).
 */
export type QueueCode =
  | 'review'
  | 'sign'
  | 'jobReceived'
  | 'jobReceived2'
  | 'unreceived'
  | 'waitAssign'
  | 'jobAssign'
  | 'jobAssign2'
  | 'unsigned'
  | 'jobCommand'
  | 'jobFollow'
  | 'jobCompleted';
/**
 * Columns of every queue table, in order.
 *
 * @minItems 1
 */
export type ColumnList = Column[];
/**
 * Table columns, in order.
 *
 * @minItems 1
 */
export type ColumnList1 = Column[];
/**
 * A book group shown as a dashboard card: cycle (general circular), command, regularity (regulation), rule, news, announce (announcement), declaration, meeting (meeting report).
 */
export type BookGroup = 'cycle' | 'command' | 'regularity' | 'rule' | 'news' | 'announce' | 'declaration' | 'meeting';

/**
 * Everything that differs between organisations running the portal. A tenant's manifest.json states only what differs from tenants/_base/manifest.json; the two are deep-merged (objects merge key by key, arrays and scalars of the tenant replace the base's) and the result must satisfy this schema.
 */
export interface TenantManifest {
  /**
   * Path to this schema, so editors validate and explain the manifest on hover.
   */
  $schema?: string;
  /**
   * The application-name code (APP_NAME) that selects this tenant, upper case, e.g. DTN.
   */
  code: string;
  /**
   * Who the organisation is, as shown on the login page and in the footer.
   */
  identity: {
    organizationName: LocalizedText;
    systemName: LocalizedText1;
    copyright: LocalizedText2;
    /**
     * Copyright year shown with the copyright line (Christian era).
     */
    year: number;
  };
  /**
   * Look of the portal for this organisation.
   */
  branding: {
    /**
     * Logo file inside the tenant folder (assets/...), shown in the header and on the login page.
     */
    logo: string;
    /**
     * The organisation's own logo for the alternative sign-in page (/ig-login), a file in its tenant folder (assets/...). Every organisation names its own: the base names none.
     */
    loginLogo: string;
    /**
     * Emblem printed at the head of letters written on the regulation's forms (PNG or JPEG inside the tenant folder, assets/...). The organisation supplies its official emblem (the Garuda); _base ships only a plain placeholder.
     */
    emblem: string;
    /**
     * MUI theme colours, as #rrggbb.
     */
    theme: {
      /**
       * Main brand colour: app bar, buttons, links.
       */
      primary: string;
      /**
       * Accent colour for secondary actions and highlights.
       */
      secondary: string;
      /**
       * Page background colour behind cards.
       */
      background: string;
      /**
       * Background colour of the login page.
       */
      loginBackground: string;
    };
    /**
     * Login page layout: 'centered' puts one card in the middle; 'split' shows the organisation panel beside the form.
     */
    loginVariant: 'centered' | 'split';
    /**
     * Translation key of the system title in the header: 'header.documentFlow' (translated 'DOCUMENT FLOW') by default; a tenant with its own title (ONLB's Thai title) names a key it defines in its locales/ overrides.
     */
    headerTitleKey: string;
  };
  /**
   * Interface languages offered to this organisation's staff.
   */
  language: {
    /**
     * Language used when the user has saved none; must be one of 'available'.
     */
    default: string;
    /**
     * Languages in the language dropdown, in order. A variant (e.g. thOnlb) falls back to its base language and then to 'fallback'.
     *
     * @minItems 1
     */
    available: LanguageCode[];
    /**
     * A language code: en, th, or a variant such as thOnlb (base language + variant name).
     */
    fallback: string;
  };
  /**
   * Sign-in behaviour.
   */
  login: {
    /**
     * Show the robot check (ALTCHA) on the login page and require it on the server; sign-in stays disabled until it passes.
     */
    captcha: boolean;
    /**
     * A language code: en, th, or a variant such as thOnlb (base language + variant name).
     */
    forceLanguage: string;
  };
  /**
   * What the dashboard shows.
   */
  dashboard: {
    /**
     * Work-queue tiles shown, in order.
     *
     * @minItems 1
     */
    queues: QueueCode[];
    /**
     * Per-queue title overrides (e.g. VEC's review tile reads 'ตรวจเสนอ'); queues not listed use the standard title.
     */
    queueTitles: {
      [k: string]: LocalizedText3;
    };
    /**
     * Columns of the queue table.
     */
    columns: {
      default: ColumnList;
      /**
       * Queues whose table uses other columns than 'default' (e.g. IEAT's jobCommand shows the command text).
       */
      byQueue: {
        [k: string]: ColumnList1;
      };
    };
    /**
     * Book-list cards below the tiles, in order.
     */
    bookCards: BookGroup[];
    /**
     * Queues whose table has an organisation filter dropdown (IEAT: unreceived).
     */
    organizationFilterQueues: QueueCode[];
    /**
     * Queues whose rows show the sent-to-person and sender-type icons (SAT: unreceived).
     */
    senderIconQueues: QueueCode[];
    /**
     * Role-assign value given to the document view instead of the queue code (IEAT: 'dashboard'); null keeps the queue code.
     */
    roleAssignOverride: string | null;
    /**
     * Show the 'on behalf' badge on rows with F_IS_BEHALF = 2 (ONEP).
     */
    showBehalfBadge: boolean;
  };
  /**
   * The notification dropdown under the bell.
   */
  notifications: {
    /**
     * Tabs shown, in order (OMB hides logs; ONLB has alerts only).
     *
     * @minItems 1
     */
    tabs: ('alerts' | 'logs')[];
    /**
     * Show a 'view all' link to the all-notifications page (ONLB).
     */
    viewAllLink: boolean;
    /**
     * Show 'read all' as a text link at the foot of the list (ONLB) instead of the icon on the Alerts tab.
     */
    readAllLink: boolean;
  };
  /**
   * Optional features switched per organisation.
   */
  features: {
    /**
     * Address of the embedded chat opened by the chat button (DTN); null hides the button.
     */
    chatUrl: string | null;
    /**
     * Allow speech-to-text in text fields.
     */
    speechToText: boolean;
    /**
     * Offer the A4 print preview of letters.
     */
    a4Preview: boolean;
    /**
     * Offer the LINE notification service page (/account-line-service).
     */
    lineService: boolean;
    /**
     * Digits of the letters the portal writes (number, date, page numbers): thai (๑๒๓, as the correspondence regulation's forms show them) or arabic (123).
     */
    letterDigits: 'thai' | 'arabic';
  };
  /**
   * The organisation's root in the department tree and its signing defaults.
   */
  organization: {
    /**
     * Id of the root department (a large number such as 1000000 or 10000000).
     */
    departmentId: number;
    departmentName: LocalizedText4;
    /**
     * Default certificate issuer and subject for electronic signatures.
     */
    certificate: {
      /**
       * Default certificate issuer (distinguished name).
       */
      issuer: string;
      /**
       * Default certificate subject (distinguished name).
       */
      subject: string;
    };
    /**
     * Role ids that count as head of a unit (default [1]).
     *
     * @minItems 1
     */
    headRoleIds: number[];
  };
  /**
   * Socket.io connection for real-time notifications.
   */
  realtime: {
    /**
     * Address of the organisation's realtime server; null means the portal's own origin.
     */
    url: string | null;
    /**
     * Socket.io path (default /socket.io).
     */
    path: string;
  };
  /**
   * Release notes shown by the footer's version link, newest first.
   *
   * Items: One release.
   */
  releaseNotes: {
    /**
     * Version number, e.g. 1.2.7.
     */
    version: string;
    /**
     * What changed, one item per line.
     *
     * @minItems 1
     */
    notes: LocalizedText3[];
  }[];
  /**
   * Show the Thai test-system banner and the header testing marker (development deployments).
   */
  devBanner: boolean;
  /**
   * Version shown in the footer.
   */
  app: {
    /**
     * Application version shown in the footer (1.5.0).
     */
    version: string;
    /**
     * Build label shown beside the version (32c).
     */
    build: string;
  };
}
/**
 * Full organisation name in Thai and English.
 */
export interface LocalizedText {
  /**
   * Thai text.
   */
  th: string;
  /**
   * English text.
   */
  en: string;
}
/**
 * Name of the system shown under the logo on the login page.
 */
export interface LocalizedText1 {
  /**
   * Thai text.
   */
  th: string;
  /**
   * English text.
   */
  en: string;
}
/**
 * Copyright line in the footer and on the login page, without the year.
 */
export interface LocalizedText2 {
  /**
   * Thai text.
   */
  th: string;
  /**
   * English text.
   */
  en: string;
}
/**
 * A text in Thai and English.
 */
export interface LocalizedText3 {
  /**
   * Thai text.
   */
  th: string;
  /**
   * English text.
   */
  en: string;
}
/**
 * One column of a queue table.
 */
export interface Column {
  /**
   * Field of the todo row shown (e.g. F_DOC_TITLE), or VIEW for the view button.
   */
  field: string;
  /**
   * Translation key of the column title; default 'columns.<field>'.
   */
  titleKey?: string;
  /**
   * How a cell is drawn: plain text, the speed badge (green for ปกติ), the secrecy badge (coloured by F_COLOR), or the view button.
   */
  render?: 'text' | 'speedBadge' | 'secrecyBadge' | 'viewButton';
  /**
   * Preferred width in pixels; the subject column's width follows the window when omitted.
   */
  width?: number;
  /**
   * Translation key of a column group's header drawn above this column; neighbouring columns with the same key share one group header (e.g. the letter's type, speed and secrecy under 'columns.group.letter').
   */
  groupKey?: string;
  /**
   * Keep the column in view at the table's left or right edge while the other columns scroll sideways (e.g. the view button on the right). Left-fixed columns must come first and right-fixed columns last.
   */
  fixed?: 'left' | 'right';
  /**
   * false: the header offers no sorting. A column is sortable by default when the server can order the queue by its field; true on any other field is refused by check:tenants.
   */
  sortable?: boolean;
  /**
   * Translation key of a short explanation shown as a tooltip on an (i) beside the column's title.
   */
  explainKey?: string;
  /**
   * A CSS class name put on the column's header and cells (for the tenant's own style sheet or tests).
   */
  className?: string;
  style?: ColumnStyle;
}
/**
 * How the column's cells are drawn.
 */
export interface ColumnStyle {
  /**
   * Horizontal alignment of the cells and the header.
   */
  align?: 'left' | 'center' | 'right';
  /**
   * Weight of the cells' text.
   */
  fontWeight?: 'normal' | 'bold';
  /**
   * Colour of the cells' text, #rrggbb (check its contrast on white: 4.5:1 or more).
   */
  color?: string;
  /**
   * false: the cells' text stays on one line (cut with an ellipsis); default true.
   */
  wrap?: boolean;
}
/**
 * A text in Thai and English.
 */
export interface LocalizedText4 {
  /**
   * Thai text.
   */
  th: string;
  /**
   * English text.
   */
  en: string;
}
