/** The source dictionary for the site shell. zh-hans.ts and zh-hant.ts must satisfy its type. */
export const en = {
  nav: {
    home: 'Home',
    donate: 'Donate',
    blog: 'Technology Blog',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    main: 'Main',
    skip: 'Skip to content',
  },
  language: { label: 'Language', choose: 'Choose language' },
  home: {
    heading: 'Developer, encoding and blockchain tools',
    intro:
      'Free, no sign-up, no install. Everything is computed in your browser: what you paste into a tool never leaves it.',
    searchLabel: 'Search tools',
    searchPlaceholder: 'Search tools…',
    searchHint: 'Ctrl K',
    categoriesLabel: 'Categories',
    all: 'All',
    favourites: 'Favourites',
    noResults: 'No tool matches “{q}”.',
    like: 'Add {name} to favourites',
    unlike: 'Remove {name} from favourites',
    matched: 'Matches: {items}',
  },
  categories: {
    encryption: 'Encryption',
    encoding: 'Encoding',
    text: 'Text',
    programming: 'Programming',
    unit: 'Unit conversion',
    datetime: 'Date and time',
    image: 'Image',
    blockchain: 'Blockchain',
    contract: 'Smart contract',
    games: 'Games',
    language: 'Language',
  },
  donate: {
    title: 'Donate',
    intro: 'Tinkerbox is free and has no accounts. If it saved you time, a donation keeps it running.',
    none: 'No donation addresses are configured on this server.',
    copy: 'Copy {coin} address',
    qr: '{coin} address as a QR code',
  },
  footer: {
    contact: 'Contact',
    links: 'LINKS',
    donate: 'DONATE',
    legal: 'Language and legal',
    privacyTitle: 'Privacy',
    privacy:
      'Every tool computes in your browser. Text, keys and files you give a tool are not sent to any server, and nothing you type is stored unless you ask for it.',
    translatorNote:
      'The one exception is the translator: it sends the text you ask it to translate, through this server, to Microsoft Translator.',
    termsTitle: 'Terms',
    terms: 'Provided as is, without warranty. Check results that matter against a second tool.',
    licencesTitle: 'Open-source licences',
    licencesIntro: 'This site ships these libraries:',
    record: 'Official record',
  },
  error: {
    notFound: 'Page not found',
    unknown: 'Unknown error',
    back: 'Back to home',
    status: 'Error {status}',
  },
  tool: {
    family: 'Related tools',
    privacy: 'Computed in your browser; nothing you enter is sent anywhere.',
    server: 'This tool sends the text you ask it to handle through this server to an outside service.',
  },
  common: {
    copy: 'Copy',
    copied: 'Copied',
    backToTop: 'Back to top',
    download: 'Download',
    clear: 'Clear',
    cancel: 'Cancel',
    close: 'Close',
    advert: 'Advertisement',
    loading: 'Loading…',
    bytes: '{n} bytes',
    reportIssue: 'Report an issue',
  },
  /** Words of the wallet console (contract tools). */
  product: {
    networktip: 'Your wallet is on another network. Please switch it to #net#.',
  },
};

export type CoreMessages = typeof en;
