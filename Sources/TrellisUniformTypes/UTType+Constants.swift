// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  // The type constants, as Apple names them.
  extension UTType {
    /// Item: `public.item`.
    public static let item = UTType(known: "public.item")
    /// Content: `public.content`.
    public static let content = UTType(known: "public.content")
    /// Composite content: `public.composite-content`.
    public static let compositeContent = UTType(known: "public.composite-content")
    /// Data: `public.data`.
    public static let data = UTType(known: "public.data")
    /// Directory: `public.directory`.
    public static let directory = UTType(known: "public.directory")
    /// Folder: `public.folder`.
    public static let folder = UTType(known: "public.folder")
    /// Volume: `public.volume`.
    public static let volume = UTType(known: "public.volume")
    /// Package: `com.apple.package`.
    public static let package = UTType(known: "com.apple.package")
    /// Bundle: `com.apple.bundle`.
    public static let bundle = UTType(known: "com.apple.bundle")
    /// What can be resolved to another item (a link, an alias, a bookmark):
    /// `com.apple.resolvable`.
    public static let resolvable = UTType(known: "com.apple.resolvable")
    /// Symbolic link: `public.symlink`.
    public static let symbolicLink = UTType(known: "public.symlink")
    /// Alias: `com.apple.alias-file`.
    public static let aliasFile = UTType(known: "com.apple.alias-file")
    /// Executable: `public.executable`.
    public static let executable = UTType(known: "public.executable")
    /// Unix executable: `public.unix-executable`.
    public static let unixExecutable = UTType(known: "public.unix-executable")
    /// Windows executable: `com.microsoft.windows-executable`.
    public static let exe = UTType(known: "com.microsoft.windows-executable")
    /// URL: `public.url`.
    public static let url = UTType(known: "public.url")
    /// File URL: `public.file-url`.
    public static let fileURL = UTType(known: "public.file-url")
    /// URL bookmark data: `com.apple.bookmark`.
    public static let urlBookmarkData = UTType(known: "com.apple.bookmark")
    /// Text: `public.text`.
    public static let text = UTType(known: "public.text")
    /// Plain text: `public.plain-text`.
    public static let plainText = UTType(known: "public.plain-text")
    /// UTF-8 plain text: `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// UTF-16 plain text: `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(known: "public.utf16-plain-text")
    /// UTF-16 plain text with byte-order mark: `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(known: "public.utf16-external-plain-text")
    /// Delimited text: `public.delimited-values-text`.
    public static let delimitedText = UTType(known: "public.delimited-values-text")
    /// Comma-separated values: `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// Tab-separated values: `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
    /// UTF-8 tab-separated values: `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType(known: "public.utf8-tab-separated-values-text")
    /// Rich text: `public.rtf`.
    public static let rtf = UTType(known: "public.rtf")
    /// HTML: `public.html`.
    public static let html = UTType(known: "public.html")
    /// XML: `public.xml`.
    public static let xml = UTType(known: "public.xml")
    /// YAML: `public.yaml`.
    public static let yaml = UTType(known: "public.yaml")
    /// JSON: `public.json`.
    public static let json = UTType(known: "public.json")
    /// GeoJSON: `public.geojson`.
    public static let geoJSON = UTType(known: "public.geojson")
    /// Property list: `com.apple.property-list`.
    public static let propertyList = UTType(known: "com.apple.property-list")
    /// Log: `com.apple.log`.
    public static let log = UTType(known: "com.apple.log")
    /// Source code: `public.source-code`.
    public static let sourceCode = UTType(known: "public.source-code")
    /// C source: `public.c-source`.
    public static let cSource = UTType(known: "public.c-source")
    /// C header: `public.c-header`.
    public static let cHeader = UTType(known: "public.c-header")
    /// C++ source: `public.c-plus-plus-source`.
    public static let cPlusPlusSource = UTType(known: "public.c-plus-plus-source")
    /// Objective-C source: `public.objective-c-source`.
    public static let objectiveCSource = UTType(known: "public.objective-c-source")
    /// Swift source: `public.swift-source`.
    public static let swiftSource = UTType(known: "public.swift-source")
    /// Makefile: `public.make-source`.
    public static let makefile = UTType(known: "public.make-source")
    /// Script: `public.script`.
    public static let script = UTType(known: "public.script")
    /// Shell script: `public.shell-script`.
    public static let shellScript = UTType(known: "public.shell-script")
    /// Python script: `public.python-script`.
    public static let pythonScript = UTType(known: "public.python-script")
    /// Ruby script: `public.ruby-script`.
    public static let rubyScript = UTType(known: "public.ruby-script")
    /// Perl script: `public.perl-script`.
    public static let perlScript = UTType(known: "public.perl-script")
    /// PHP script: `public.php-script`.
    public static let phpScript = UTType(known: "public.php-script")
    /// JavaScript: `com.netscape.javascript-source`.
    public static let javaScript = UTType(known: "com.netscape.javascript-source")
    /// PDF document: `com.adobe.pdf`.
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// Image: `public.image`.
    public static let image = UTType(known: "public.image")
    /// PNG image: `public.png`.
    public static let png = UTType(known: "public.png")
    /// JPEG image: `public.jpeg`.
    public static let jpeg = UTType(known: "public.jpeg")
    /// GIF image: `com.compuserve.gif`.
    public static let gif = UTType(known: "com.compuserve.gif")
    /// TIFF image: `public.tiff`.
    public static let tiff = UTType(known: "public.tiff")
    /// Windows bitmap image: `com.microsoft.bmp`.
    public static let bmp = UTType(known: "com.microsoft.bmp")
    /// Windows icon image: `com.microsoft.ico`.
    public static let ico = UTType(known: "com.microsoft.ico")
    /// Apple icon image: `com.apple.icns`.
    public static let icns = UTType(known: "com.apple.icns")
    /// SVG image: `public.svg-image`.
    public static let svg = UTType(known: "public.svg-image")
    /// WebP image: `org.webmproject.webp`.
    public static let webP = UTType(known: "org.webmproject.webp")
    /// HEIF image: `public.heif-standard`.
    public static let heif = UTType(known: "public.heif-standard")
    /// HEIC image: `public.heic`.
    public static let heic = UTType(known: "public.heic")
    /// Camera raw image: `public.camera-raw-image`.
    public static let rawImage = UTType(known: "public.camera-raw-image")
    /// Audiovisual content: `public.audiovisual-content`.
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    /// Movie: `public.movie`.
    public static let movie = UTType(known: "public.movie")
    /// Video: `public.video`.
    public static let video = UTType(known: "public.video")
    /// Audio: `public.audio`.
    public static let audio = UTType(known: "public.audio")
    /// MP3 audio: `public.mp3`.
    public static let mp3 = UTType(known: "public.mp3")
    /// MPEG-4 audio: `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(known: "public.mpeg-4-audio")
    /// Waveform audio: `com.microsoft.waveform-audio`.
    public static let wav = UTType(known: "com.microsoft.waveform-audio")
    /// AIFF audio: `public.aiff-audio`.
    public static let aiff = UTType(known: "public.aiff-audio")
    /// MIDI audio: `public.midi-audio`.
    public static let midi = UTType(known: "public.midi-audio")
    /// MPEG movie: `public.mpeg`.
    public static let mpeg = UTType(known: "public.mpeg")
    /// MPEG-4 movie: `public.mpeg-4`.
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    /// QuickTime movie: `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    /// AVI movie: `public.avi`.
    public static let avi = UTType(known: "public.avi")
    /// Playlist: `public.playlist`.
    public static let playlist = UTType(known: "public.playlist")
    /// M3U playlist: `public.m3u-playlist`.
    public static let m3uPlaylist = UTType(known: "public.m3u-playlist")
    /// Archive: `public.archive`.
    public static let archive = UTType(known: "public.archive")
    /// ZIP archive: `public.zip-archive`.
    public static let zip = UTType(known: "public.zip-archive")
    /// Gzip archive: `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType(known: "org.gnu.gnu-zip-archive")
    /// Bzip2 archive: `public.bzip2-archive`.
    public static let bz2 = UTType(known: "public.bzip2-archive")
    /// Tar archive: `public.tar-archive`.
    public static let tarArchive = UTType(known: "public.tar-archive")
    /// Disk image: `public.disk-image`.
    public static let diskImage = UTType(known: "public.disk-image")
    /// Font: `public.font`.
    public static let font = UTType(known: "public.font")
    /// Spreadsheet: `public.spreadsheet`.
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    /// Presentation: `public.presentation`.
    public static let presentation = UTType(known: "public.presentation")
    /// Database: `public.database`.
    public static let database = UTType(known: "public.database")
    /// Message: `public.message`.
    public static let message = UTType(known: "public.message")
    /// Email message: `public.email-message`.
    public static let emailMessage = UTType(known: "public.email-message")
    /// Contact: `public.contact`.
    public static let contact = UTType(known: "public.contact")
    /// VCard: `public.vcard`.
    public static let vCard = UTType(known: "public.vcard")
    /// Calendar event: `public.calendar-event`.
    public static let calendarEvent = UTType(known: "public.calendar-event")
    /// To-do item: `public.to-do-item`.
    public static let toDoItem = UTType(known: "public.to-do-item")
    /// Bookmark: `public.bookmark`.
    public static let bookmark = UTType(known: "public.bookmark")
    /// X.509 certificate: `public.x509-certificate`.
    public static let x509Certificate = UTType(known: "public.x509-certificate")
    /// EPUB book: `org.idpf.epub-container`.
    public static let epub = UTType(known: "org.idpf.epub-container")
  }
#endif
