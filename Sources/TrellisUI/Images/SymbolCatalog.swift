/// The SF Symbols names Trellis knows, each with what the hosts draw for it: a terminal glyph
/// and a freedesktop icon name (GTK draws the icon theme's `-symbolic` version of it).
///
/// One table serves every host so that a name is known, or unknown, everywhere alike. The
/// glyphs are one column wide in the terminal's width table and none is an emoji shown as
/// one by default (that would take two columns in most terminals); where a glyph of East
/// Asian width "neutral" exists it is used, else one of the "ambiguous" ones the terminal
/// host already draws its lines with (`←`, `★`). The icon names are all in Adwaita.
///
/// A name missing from the table is looked up without its variant suffixes (`trash.fill`,
/// `folder.badge.plus` → `trash`, `folder`), so variants draw their base symbol; a name
/// whose base is missing too is unknown and draws ``_SymbolCatalog/placeholder``.
enum _SymbolCatalog {
  struct Entry: Equatable {
    let glyph: String
    /// The freedesktop icon name, without `-symbolic`.
    let icon: String
  }

  /// What an unknown name draws: the replacement character, and GTK's missing image.
  static let placeholder = Entry(glyph: "\u{FFFD}", icon: "image-missing")

  /// The entry for `name`, exact or by its base name; `nil` for an unknown name.
  static func entry(for name: String) -> Entry? {
    if let exact = entries[name] { return exact }
    var components = name.split(separator: ".")
    while components.count > 1 {
      components.removeLast()
      if let base = entries[components.joined(separator: ".")] { return base }
    }
    return nil
  }

  /// The table, by SF Symbols name.
  static let entries: [String: Entry] = {
    var table: [String: Entry] = [:]
    for (name, glyph, icon) in rows { table[name] = Entry(glyph: glyph, icon: icon) }
    return table
  }()

  private static let rows: [(String, String, String)] = [
    // Adding, removing, editing.
    ("plus", "+", "list-add"),
    ("plus.circle", "⊕", "list-add"),
    ("plus.square", "⊞", "list-add"),
    ("minus", "−", "list-remove"),
    ("minus.circle", "⊖", "list-remove"),
    ("minus.square", "⊟", "list-remove"),
    ("xmark", "✕", "window-close"),
    ("xmark.circle", "⊗", "process-stop"),
    ("xmark.square", "⊠", "window-close"),
    ("xmark.octagon", "⊗", "process-stop"),
    ("multiply", "✕", "window-close"),
    ("checkmark", "✓", "object-select"),
    ("checkmark.circle", "✓", "emblem-ok"),
    ("checkmark.square", "☑", "checkbox-checked"),
    ("checkmark.seal", "✓", "emblem-ok"),
    ("trash", "␡", "user-trash"),
    ("trash.slash", "␡", "user-trash"),
    ("delete.left", "⌫", "edit-clear"),
    ("delete.right", "⌦", "edit-clear"),
    ("pencil", "✎", "document-edit"),
    ("pencil.circle", "✎", "document-edit"),
    ("square.and.pencil", "✎", "document-edit"),
    ("scissors", "✂", "edit-cut"),
    ("doc.on.doc", "⎘", "edit-copy"),
    ("doc.on.clipboard", "⎘", "edit-paste"),
    ("square.on.square", "⧉", "edit-copy"),
    ("arrow.uturn.backward", "↶", "edit-undo"),
    ("arrow.uturn.forward", "↷", "edit-redo"),
    ("arrow.uturn.left", "↶", "edit-undo"),
    ("arrow.uturn.right", "↷", "edit-redo"),
    ("nosign", "⊘", "action-unavailable"),
    ("slash.circle", "⊘", "action-unavailable"),
    // Settings and status.
    ("gear", "⚙", "emblem-system"),
    ("gearshape", "⚙", "emblem-system"),
    ("gearshape.2", "⚙", "preferences-system"),
    ("wrench.and.screwdriver", "⚒", "applications-system"),
    ("hammer", "⚒", "applications-engineering"),
    ("slider.horizontal.3", "☰", "preferences-other"),
    ("info", "ⓘ", "dialog-information"),
    ("info.circle", "ⓘ", "dialog-information"),
    ("exclamationmark", "!", "dialog-warning"),
    ("exclamationmark.circle", "!", "dialog-error"),
    ("exclamationmark.triangle", "⚠", "dialog-warning"),
    ("exclamationmark.octagon", "!", "dialog-error"),
    ("questionmark", "?", "dialog-question"),
    ("questionmark.circle", "?", "dialog-question"),
    ("hourglass", "⧖", "content-loading"),
    ("power", "⏻", "system-shutdown"),
    ("lock", "⚿", "changes-prevent"),
    ("lock.open", "⚿", "changes-allow"),
    ("key", "⚷", "dialog-password"),
    ("eye", "◉", "view-reveal"),
    ("eye.slash", "◌", "view-conceal"),
    ("shield", "◈", "security-high"),
    // Favourites and marks.
    ("star", "☆", "non-starred"),
    ("star.fill", "★", "starred"),
    ("star.leadinghalf.filled", "★", "semi-starred"),
    ("heart", "♡", "emblem-favorite"),
    ("heart.fill", "♥", "emblem-favorite"),
    ("flag", "⚐", "mail-mark-important"),
    ("flag.fill", "⚑", "mail-mark-important"),
    ("bookmark", "❐", "user-bookmarks"),
    ("pin", "⌖", "view-pin"),
    ("circle", "○", "radio"),
    ("circle.fill", "●", "radio-checked"),
    ("square", "☐", "checkbox"),
    ("square.fill", "■", "checkbox-mixed"),
    // Chevrons and arrows.
    ("chevron.left", "‹", "pan-start"),
    ("chevron.right", "›", "pan-end"),
    ("chevron.backward", "‹", "pan-start"),
    ("chevron.forward", "›", "pan-end"),
    ("chevron.up", "⌃", "pan-up"),
    ("chevron.down", "⌄", "pan-down"),
    ("chevron.left.2", "«", "go-first"),
    ("chevron.right.2", "»", "go-last"),
    ("chevron.up.chevron.down", "⇅", "pan-down"),
    ("arrow.left", "←", "go-previous"),
    ("arrow.right", "→", "go-next"),
    ("arrow.backward", "←", "go-previous"),
    ("arrow.forward", "→", "go-next"),
    ("arrow.up", "↑", "go-up"),
    ("arrow.down", "↓", "go-down"),
    ("arrow.up.right", "↗", "go-jump"),
    ("arrow.left.arrow.right", "⇆", "media-playlist-repeat"),
    ("arrow.up.arrow.down", "⇅", "view-sort-ascending"),
    ("arrow.clockwise", "↻", "view-refresh"),
    ("arrow.counterclockwise", "↺", "object-rotate-left"),
    ("arrow.triangle.2.circlepath", "⟳", "emblem-synchronizing"),
    ("arrow.2.squarepath", "⟲", "media-playlist-repeat"),
    ("arrow.down.to.line", "⤓", "folder-download"),
    ("arrow.up.left.and.arrow.down.right", "⤡", "view-fullscreen"),
    ("arrow.down.right.and.arrow.up.left", "⤡", "view-restore"),
    ("arrow.up.and.down.and.arrow.left.and.right", "⤢", "view-fullscreen"),
    ("arrowshape.turn.up.left", "↰", "mail-reply-sender"),
    ("arrowshape.turn.up.right", "↱", "mail-forward"),
    ("square.and.arrow.up", "⇪", "send-to"),
    ("square.and.arrow.down", "⤓", "document-save"),
    ("rectangle.portrait.and.arrow.right", "⇥", "system-log-out"),
    // Finding and zooming.
    ("magnifyingglass", "⌕", "edit-find"),
    ("magnifyingglass.circle", "⌕", "edit-find"),
    ("plus.magnifyingglass", "⊕", "zoom-in"),
    ("minus.magnifyingglass", "⊖", "zoom-out"),
    // People and places.
    ("person", "☺", "avatar-default"),
    ("person.fill", "☻", "avatar-default"),
    ("person.circle", "☺", "avatar-default"),
    ("person.circle.fill", "☻", "avatar-default"),
    ("person.crop.circle", "☺", "avatar-default"),
    ("person.crop.circle.fill", "☻", "avatar-default"),
    ("person.badge.plus", "☺", "contact-new"),
    ("person.2", "☺", "system-users"),
    ("person.3", "☺", "system-users"),
    ("house", "⌂", "go-home"),
    ("globe", "◍", "web-browser"),
    ("location", "⌖", "find-location"),
    ("mappin", "⌖", "mark-location"),
    ("mappin.and.ellipse", "⌖", "mark-location"),
    ("airplane", "✈", "airplane-mode"),
    // Documents and files.
    ("folder", "🗀", "folder"),
    ("folder.fill", "🖿", "folder"),
    ("folder.badge.plus", "🗀", "folder-new"),
    ("doc", "🗋", "text-x-generic"),
    ("doc.fill", "🗎", "text-x-generic"),
    ("doc.text", "🗎", "text-x-generic"),
    ("doc.badge.plus", "🗋", "document-new"),
    ("doc.richtext", "🗎", "x-office-document"),
    ("photo", "▨", "image-x-generic"),
    ("printer", "⎙", "printer"),
    ("paperclip", "⌇", "mail-attachment"),
    ("link", "⚭", "insert-link"),
    ("book", "❐", "accessories-dictionary"),
    ("shippingbox", "⬡", "package-x-generic"),
    ("archivebox", "⬡", "package-x-generic"),
    ("cart", "⊔", "package-x-generic"),
    ("square.grid.2x2", "⊞", "view-grid"),
    ("square.grid.3x3", "⊞", "view-app-grid"),
    ("list.bullet", "☰", "view-list-bullet"),
    ("list.number", "☰", "view-list-ordered"),
    ("line.3.horizontal", "☰", "open-menu"),
    ("line.horizontal.3", "☰", "open-menu"),
    ("ellipsis", "⋯", "view-more-horizontal"),
    ("ellipsis.circle", "⋯", "view-more-horizontal"),
    ("sidebar.left", "◧", "sidebar-show"),
    // Mail, messages and time.
    ("paperplane", "✈", "mail-send"),
    ("envelope", "✉", "mail-unread"),
    ("envelope.open", "✉", "mail-read"),
    ("tray", "⊔", "mail-send-receive"),
    ("bubble.left", "❝", "chat-message-new"),
    ("message", "❝", "chat-message-new"),
    ("phone", "✆", "call-start"),
    ("phone.down", "✆", "call-stop"),
    ("bell", "⍾", "preferences-system-notifications"),
    ("bell.slash", "⍾", "notifications-disabled"),
    ("calendar", "▦", "x-office-calendar"),
    ("calendar.badge.plus", "▦", "appointment-new"),
    ("clock", "◷", "preferences-system-time"),
    ("clock.arrow.circlepath", "◷", "document-open-recent"),
    ("alarm", "◷", "alarm"),
    ("timer", "◷", "alarm"),
    ("stopwatch", "◷", "alarm"),
    // Media.
    ("play", "⏵", "media-playback-start"),
    ("pause", "⏸", "media-playback-pause"),
    ("stop", "⏹", "media-playback-stop"),
    ("record.circle", "⏺", "media-record"),
    ("backward", "«", "media-seek-backward"),
    ("forward", "»", "media-seek-forward"),
    ("backward.end", "⏮", "media-skip-backward"),
    ("forward.end", "⏭", "media-skip-forward"),
    ("shuffle", "⤨", "media-playlist-shuffle"),
    ("repeat", "⟲", "media-playlist-repeat"),
    ("music.note", "♪", "audio-x-generic"),
    ("keyboard", "⌨", "input-keyboard"),
    ("command", "⌘", "input-keyboard"),
    ("paintpalette", "◐", "preferences-color"),
    // Weather and light.
    ("cloud", "☁", "weather-overcast"),
    ("sun.max", "☼", "weather-clear"),
    ("moon", "☾", "weather-clear-night"),
    ("snowflake", "❄", "weather-snow"),
    // Text formatting.
    ("bold", "B", "format-text-bold"),
    ("italic", "I", "format-text-italic"),
    ("underline", "U", "format-text-underline"),
    ("strikethrough", "S", "format-text-strikethrough"),
  ]
}
