// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  // The common declared types: Apple's identifiers, conformances, filename extensions and MIME
  // types, with descriptions of our own (in English). The order matters where two types share a
  // tag: the first one is what the tag gives.
  extension _TypeDeclaration {
    static let builtIn: [_TypeDeclaration] = [
      .init(
        identifier: "public.item", conformsTo: [], filenameExtensions: [], mimeTypes: [],
        description: "item"),
      .init(
        identifier: "public.content", conformsTo: [], filenameExtensions: [], mimeTypes: [],
        description: "content"),
      .init(
        identifier: "public.composite-content", conformsTo: ["public.content"],
        filenameExtensions: [], mimeTypes: [], description: "composite content"),
      .init(
        identifier: "public.data", conformsTo: ["public.item"], filenameExtensions: [],
        mimeTypes: [],
        description: "data"),
      .init(
        identifier: "public.directory", conformsTo: ["public.item"], filenameExtensions: [],
        mimeTypes: [], description: "directory"),
      .init(
        identifier: "public.folder", conformsTo: ["public.directory"], filenameExtensions: [],
        mimeTypes: [], description: "folder"),
      .init(
        identifier: "public.volume", conformsTo: ["public.folder"], filenameExtensions: [],
        mimeTypes: [], description: "volume"),
      .init(
        identifier: "com.apple.package", conformsTo: ["public.directory"], filenameExtensions: [],
        mimeTypes: [], description: "package"),
      .init(
        identifier: "com.apple.bundle", conformsTo: ["public.directory"], filenameExtensions: [],
        mimeTypes: [], description: "bundle"),
      .init(
        identifier: "com.apple.resolvable", conformsTo: [], filenameExtensions: [],
        mimeTypes: [], description: "resolvable item"),
      .init(
        identifier: "public.symlink", conformsTo: ["public.item", "com.apple.resolvable"],
        filenameExtensions: [], mimeTypes: [], description: "symbolic link"),
      .init(
        identifier: "com.apple.alias-file", conformsTo: ["public.data", "com.apple.resolvable"],
        filenameExtensions: [], mimeTypes: [], description: "alias"),
      .init(
        identifier: "public.executable", conformsTo: ["public.item"], filenameExtensions: [],
        mimeTypes: [], description: "executable"),
      .init(
        identifier: "public.unix-executable", conformsTo: ["public.data", "public.executable"],
        filenameExtensions: [], mimeTypes: [], description: "Unix executable"),
      .init(
        identifier: "com.microsoft.windows-executable",
        conformsTo: ["public.data", "public.executable"], filenameExtensions: ["exe"],
        mimeTypes: [],
        description: "Windows executable"),
      .init(
        identifier: "public.url", conformsTo: ["public.data"], filenameExtensions: [],
        mimeTypes: [],
        description: "URL"),
      .init(
        identifier: "public.file-url", conformsTo: ["public.url"], filenameExtensions: [],
        mimeTypes: [], description: "file URL"),
      .init(
        identifier: "com.apple.bookmark", conformsTo: ["public.data", "com.apple.resolvable"],
        filenameExtensions: [], mimeTypes: [], description: "URL bookmark data"),
      .init(
        identifier: "public.text", conformsTo: ["public.data", "public.content"],
        filenameExtensions: [], mimeTypes: [], description: "text"),
      .init(
        identifier: "public.plain-text", conformsTo: ["public.text"],
        filenameExtensions: ["txt", "text"], mimeTypes: ["text/plain"], description: "plain text"),
      .init(
        identifier: "public.utf8-plain-text", conformsTo: ["public.plain-text"],
        filenameExtensions: [], mimeTypes: [], description: "UTF-8 plain text"),
      .init(
        identifier: "public.utf16-plain-text", conformsTo: ["public.plain-text"],
        filenameExtensions: [], mimeTypes: [], description: "UTF-16 plain text"),
      .init(
        identifier: "public.utf16-external-plain-text", conformsTo: ["public.plain-text"],
        filenameExtensions: [], mimeTypes: [], description: "UTF-16 plain text with byte-order mark"
      ),
      .init(
        identifier: "public.delimited-values-text", conformsTo: ["public.text"],
        filenameExtensions: [], mimeTypes: [], description: "delimited text"),
      .init(
        identifier: "public.comma-separated-values-text",
        conformsTo: ["public.delimited-values-text"], filenameExtensions: ["csv"],
        mimeTypes: ["text/csv"], description: "comma-separated values"),
      .init(
        identifier: "public.tab-separated-values-text",
        conformsTo: ["public.delimited-values-text"],
        filenameExtensions: ["tsv"], mimeTypes: ["text/tab-separated-values"],
        description: "tab-separated values"),
      .init(
        identifier: "public.utf8-tab-separated-values-text",
        conformsTo: ["public.tab-separated-values-text"], filenameExtensions: [], mimeTypes: [],
        description: "UTF-8 tab-separated values"),
      .init(
        identifier: "public.rtf", conformsTo: ["public.text"], filenameExtensions: ["rtf"],
        mimeTypes: ["text/rtf"], description: "rich text"),
      .init(
        identifier: "public.html", conformsTo: ["public.text"],
        filenameExtensions: ["html", "htm"],
        mimeTypes: ["text/html"], description: "HTML"),
      .init(
        identifier: "public.xml", conformsTo: ["public.text"], filenameExtensions: ["xml"],
        mimeTypes: ["application/xml", "text/xml"], description: "XML"),
      .init(
        identifier: "public.yaml", conformsTo: ["public.text"],
        filenameExtensions: ["yaml", "yml"],
        mimeTypes: ["application/x-yaml"], description: "YAML"),
      .init(
        identifier: "public.json", conformsTo: ["public.text"], filenameExtensions: ["json"],
        mimeTypes: ["application/json"], description: "JSON"),
      .init(
        identifier: "public.geojson", conformsTo: ["public.json"], filenameExtensions: ["geojson"],
        mimeTypes: ["application/geo+json"], description: "GeoJSON"),
      .init(
        identifier: "com.apple.property-list", conformsTo: ["public.data"],
        filenameExtensions: ["plist"], mimeTypes: [], description: "property list"),
      .init(
        identifier: "com.apple.log", conformsTo: ["public.plain-text"], filenameExtensions: ["log"],
        mimeTypes: [], description: "log"),
      .init(
        identifier: "public.source-code", conformsTo: ["public.plain-text"], filenameExtensions: [],
        mimeTypes: [], description: "source code"),
      .init(
        identifier: "public.c-source", conformsTo: ["public.source-code"],
        filenameExtensions: ["c"],
        mimeTypes: [], description: "C source"),
      .init(
        identifier: "public.c-header", conformsTo: ["public.source-code"],
        filenameExtensions: ["h"],
        mimeTypes: [], description: "C header"),
      .init(
        identifier: "public.c-plus-plus-source", conformsTo: ["public.source-code"],
        filenameExtensions: ["cpp", "cc", "cxx"], mimeTypes: [], description: "C++ source"),
      .init(
        identifier: "public.objective-c-source", conformsTo: ["public.source-code"],
        filenameExtensions: ["m"], mimeTypes: [], description: "Objective-C source"),
      .init(
        identifier: "public.swift-source", conformsTo: ["public.source-code"],
        filenameExtensions: ["swift"], mimeTypes: [], description: "Swift source"),
      .init(
        identifier: "public.make-source", conformsTo: ["public.source-code"],
        filenameExtensions: ["mk"], mimeTypes: [], description: "Makefile"),
      .init(
        identifier: "public.script", conformsTo: ["public.source-code"], filenameExtensions: [],
        mimeTypes: [], description: "script"),
      .init(
        identifier: "public.shell-script", conformsTo: ["public.script"],
        filenameExtensions: ["sh", "command"], mimeTypes: ["application/x-sh"],
        description: "shell script"),
      .init(
        identifier: "public.python-script", conformsTo: ["public.script"],
        filenameExtensions: ["py"],
        mimeTypes: ["text/x-python-script"], description: "Python script"),
      .init(
        identifier: "public.ruby-script", conformsTo: ["public.script"], filenameExtensions: ["rb"],
        mimeTypes: ["text/x-ruby-script"], description: "Ruby script"),
      .init(
        identifier: "public.perl-script", conformsTo: ["public.script"],
        filenameExtensions: ["pl", "pm"], mimeTypes: ["text/x-perl-script"],
        description: "Perl script"),
      .init(
        identifier: "public.php-script", conformsTo: ["public.script"], filenameExtensions: ["php"],
        mimeTypes: ["text/php"], description: "PHP script"),
      .init(
        identifier: "com.netscape.javascript-source",
        conformsTo: ["public.source-code", "public.executable"], filenameExtensions: ["js", "mjs"],
        mimeTypes: ["text/javascript"], description: "JavaScript"),
      .init(
        identifier: "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"],
        filenameExtensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document"),
      .init(
        identifier: "public.image", conformsTo: ["public.data", "public.content"],
        filenameExtensions: [], mimeTypes: [], description: "image"),
      .init(
        identifier: "public.png", conformsTo: ["public.image"], filenameExtensions: ["png"],
        mimeTypes: ["image/png"], description: "PNG image"),
      .init(
        identifier: "public.jpeg", conformsTo: ["public.image"],
        filenameExtensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"],
        description: "JPEG image"),
      .init(
        identifier: "com.compuserve.gif", conformsTo: ["public.image"], filenameExtensions: ["gif"],
        mimeTypes: ["image/gif"], description: "GIF image"),
      .init(
        identifier: "public.tiff", conformsTo: ["public.image"],
        filenameExtensions: ["tiff", "tif"],
        mimeTypes: ["image/tiff"], description: "TIFF image"),
      .init(
        identifier: "com.microsoft.bmp", conformsTo: ["public.image"], filenameExtensions: ["bmp"],
        mimeTypes: ["image/bmp"], description: "Windows bitmap image"),
      .init(
        identifier: "com.microsoft.ico", conformsTo: ["public.image"], filenameExtensions: ["ico"],
        mimeTypes: ["image/vnd.microsoft.icon"], description: "Windows icon image"),
      .init(
        identifier: "com.apple.icns", conformsTo: ["public.image"], filenameExtensions: ["icns"],
        mimeTypes: [], description: "Apple icon image"),
      .init(
        identifier: "public.svg-image", conformsTo: ["public.image"], filenameExtensions: ["svg"],
        mimeTypes: ["image/svg+xml"], description: "SVG image"),
      .init(
        identifier: "org.webmproject.webp", conformsTo: ["public.image"],
        filenameExtensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image"),
      .init(
        identifier: "public.heif-standard", conformsTo: ["public.image"],
        filenameExtensions: ["heif"], mimeTypes: ["image/heif"], description: "HEIF image"),
      .init(
        identifier: "public.heic", conformsTo: ["public.heif-standard"],
        filenameExtensions: ["heic"],
        mimeTypes: ["image/heic"], description: "HEIC image"),
      .init(
        identifier: "public.camera-raw-image", conformsTo: ["public.image"], filenameExtensions: [],
        mimeTypes: [], description: "camera raw image"),
      .init(
        identifier: "public.audiovisual-content", conformsTo: ["public.data", "public.content"],
        filenameExtensions: [], mimeTypes: [], description: "audiovisual content"),
      .init(
        identifier: "public.movie", conformsTo: ["public.audiovisual-content"],
        filenameExtensions: [], mimeTypes: [], description: "movie"),
      .init(
        identifier: "public.video", conformsTo: ["public.movie"], filenameExtensions: [],
        mimeTypes: [], description: "video"),
      .init(
        identifier: "public.audio", conformsTo: ["public.audiovisual-content"],
        filenameExtensions: [], mimeTypes: [], description: "audio"),
      .init(
        identifier: "public.mp3", conformsTo: ["public.audio"], filenameExtensions: ["mp3"],
        mimeTypes: ["audio/mpeg"], description: "MP3 audio"),
      .init(
        identifier: "public.mpeg-4-audio", conformsTo: ["public.audio"],
        filenameExtensions: ["m4a"],
        mimeTypes: ["audio/mp4"], description: "MPEG-4 audio"),
      .init(
        identifier: "com.microsoft.waveform-audio", conformsTo: ["public.audio"],
        filenameExtensions: ["wav", "wave"], mimeTypes: ["audio/wav", "audio/vnd.wave"],
        description: "Waveform audio"),
      .init(
        identifier: "public.aiff-audio", conformsTo: ["public.audio"],
        filenameExtensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"], description: "AIFF audio"),
      .init(
        identifier: "public.midi-audio", conformsTo: ["public.audio"],
        filenameExtensions: ["mid", "midi"], mimeTypes: ["audio/midi"], description: "MIDI audio"),
      .init(
        identifier: "public.mpeg", conformsTo: ["public.movie"],
        filenameExtensions: ["mpg", "mpeg"],
        mimeTypes: ["video/mpeg"], description: "MPEG movie"),
      .init(
        identifier: "public.mpeg-4", conformsTo: ["public.movie"], filenameExtensions: ["mp4"],
        mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
      .init(
        identifier: "com.apple.quicktime-movie", conformsTo: ["public.movie"],
        filenameExtensions: ["mov", "qt"], mimeTypes: ["video/quicktime"],
        description: "QuickTime movie"),
      .init(
        identifier: "public.avi", conformsTo: ["public.movie"], filenameExtensions: ["avi"],
        mimeTypes: ["video/avi", "video/x-msvideo"], description: "AVI movie"),
      .init(
        identifier: "public.playlist", conformsTo: ["public.item"], filenameExtensions: [],
        mimeTypes: [], description: "playlist"),
      .init(
        identifier: "public.m3u-playlist", conformsTo: ["public.text", "public.playlist"],
        filenameExtensions: ["m3u", "m3u8"], mimeTypes: ["audio/mpegurl"],
        description: "M3U playlist"
      ),
      .init(
        identifier: "public.archive", conformsTo: ["public.data"], filenameExtensions: [],
        mimeTypes: [], description: "archive"),
      .init(
        identifier: "public.zip-archive", conformsTo: ["public.data", "public.archive"],
        filenameExtensions: ["zip"],
        mimeTypes: ["application/zip"], description: "ZIP archive"),
      .init(
        identifier: "org.gnu.gnu-zip-archive", conformsTo: ["public.data", "public.archive"],
        filenameExtensions: ["gz", "gzip"], mimeTypes: ["application/gzip"],
        description: "gzip archive"),
      .init(
        identifier: "public.bzip2-archive", conformsTo: ["public.data", "public.archive"],
        filenameExtensions: ["bz2"], mimeTypes: ["application/x-bzip2"],
        description: "bzip2 archive"),
      .init(
        identifier: "public.tar-archive", conformsTo: ["public.data", "public.archive"],
        filenameExtensions: ["tar"],
        mimeTypes: ["application/x-tar"], description: "tar archive"),
      .init(
        identifier: "public.disk-image", conformsTo: ["public.data", "public.archive"],
        filenameExtensions: [], mimeTypes: [], description: "disk image"),
      .init(
        identifier: "public.font", conformsTo: ["public.data", "public.content"],
        filenameExtensions: [], mimeTypes: [], description: "font"),
      .init(
        identifier: "public.spreadsheet", conformsTo: ["public.content"], filenameExtensions: [],
        mimeTypes: [], description: "spreadsheet"),
      .init(
        identifier: "public.presentation", conformsTo: ["public.composite-content"],
        filenameExtensions: [], mimeTypes: [], description: "presentation"),
      .init(
        identifier: "public.database", conformsTo: ["public.item"], filenameExtensions: [],
        mimeTypes: [], description: "database"),
      .init(
        identifier: "public.message", conformsTo: [],
        filenameExtensions: [], mimeTypes: [], description: "message"),
      .init(
        identifier: "public.email-message", conformsTo: ["public.message"],
        filenameExtensions: ["eml"], mimeTypes: ["message/rfc822"], description: "email message"),
      .init(
        identifier: "public.contact", conformsTo: ["public.item", "public.content"],
        filenameExtensions: [], mimeTypes: [], description: "contact"),
      .init(
        identifier: "public.vcard", conformsTo: ["public.text", "public.contact"],
        filenameExtensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"], description: "vCard"),
      .init(
        identifier: "public.calendar-event", conformsTo: ["public.item", "public.content"],
        filenameExtensions: [], mimeTypes: [], description: "calendar event"),
      .init(
        identifier: "public.to-do-item", conformsTo: ["public.item", "public.content"],
        filenameExtensions: [], mimeTypes: [], description: "to-do item"),
      .init(
        identifier: "public.bookmark", conformsTo: ["public.item"], filenameExtensions: [],
        mimeTypes: [], description: "bookmark"),
      .init(
        identifier: "public.x509-certificate", conformsTo: ["public.data"],
        filenameExtensions: ["cer", "crt", "der"], mimeTypes: ["application/x-x509-ca-cert"],
        description: "X.509 certificate"),
      .init(
        identifier: "org.idpf.epub-container",
        conformsTo: ["public.data", "public.composite-content"],
        filenameExtensions: ["epub"],
        mimeTypes: ["application/epub+zip"], description: "EPUB book"),
    ]
  }
#endif
