/** The source dictionary for the site shell. zh-hans.ts and zh-hant.ts must satisfy its type. */
export const en = {
  nav: {
    home: 'Home',
    donate: 'Donate',
    blog: 'Technology Blog',
    engineDocs: 'Engine API reference',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    main: 'Main',
    skip: 'Skip to content',
  },
  language: { label: 'Language', choose: 'Choose language' },
  theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
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
    intro: '{brand} is free and has no accounts. If it saved you time, a donation keeps it running.',
    none: 'No donation addresses are configured on this server.',
    copy: 'Copy {coin} address',
    qr: '{coin} address as a QR code',
    enlarge: 'Show the {coin} QR code larger',
  },
  footer: {
    contact: 'Contact',
    links: 'LINKS',
    donate: 'DONATE',
    legal: 'Language and legal',
    tagline: 'Computed in your browser. A page that sends anything says exactly what it sends, and where.',
    privacyTitle: 'Privacy',
    privacy:
      'Every tool computes in your browser. Text, keys and files you give a tool are not sent to any server, and nothing you type is stored unless you ask for it.',
    translatorNote:
      'The exceptions: the translator sends the text you ask it to translate, through this server, to Microsoft Translator; the contract console sends your calls to the RPC node, wallet or TRON API you pick; the ABI decoder’s online lookup, only if you turn it on, sends unknown 4-byte selectors to api.openchain.xyz.',
    termsTitle: 'Terms',
    terms: 'Provided as is, without warranty. Check results that matter against a second tool.',
    licencesTitle: 'Open-source licences',
    licencesIntro: 'This site ships these libraries:',
    record: 'Official record',
  },
  error: {
    notFound: 'Page not found',
    notFoundPath: 'Nothing is at {path}. Check the address, or find the tool on the home page.',
    unknown: 'Unknown error',
    back: 'Back to home',
    status: 'Error {status}',
  },
  toolError: {
    title: 'This tool hit a bug',
    body: 'Something in this tool went wrong, not in what you did. What you entered is kept, and the rest of the site still works.',
    again: 'It failed again. If what you entered is what it trips over, clear it and start afresh.',
    retry: 'Try again',
    clearRetry: 'Clear the input and try again',
    report: 'Report this bug',
    copyDetails: 'Copy the details',
    details: 'Details for a bug report (what you entered is not included)',
  },
  tool: {
    family: 'Related tools',
    privacy: 'Computed in your browser; nothing you enter is sent anywhere.',
    server: 'This tool sends the text you ask it to handle through this server to an outside service.',
    /** Pages that talk to hosts the visitor picks or allows: exactly what goes where (registry `privacy`). */
    sends: {
      rpc: 'Runs in your browser and talks only to the hosts you pick: Read and Simulate send the contract address and the encoded call to the network’s RPC endpoint (shown under Network) or to your wallet; Send goes through your wallet or your node; “Fetch the latest block” asks the TRON API you name. Private keys never leave this page, and nothing goes to this site’s server.',
      selectorLookup:
        'Computed in your browser. Only if you turn on the online lookup, the 4-byte selectors it does not know (never the rest of the calldata) are sent to api.openchain.xyz.',
    },
    /** Shown while the browser is offline on a page that needs the network (registry `sendsToServer`, `privacy`). */
    offline: {
      server:
        'You are offline. Translating needs the network: the text goes through this server to Microsoft Translator. Reconnect to translate.',
      rpc: 'You are offline. Reading, simulating and sending need the network (an RPC node, your wallet or a TRON API). Reconnect to use them.',
      selectorLookup:
        'You are offline. The online lookup of unknown selectors needs the network; decoding with an ABI you paste still works.',
    },
    dropToOpen: 'Drop to open',
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
