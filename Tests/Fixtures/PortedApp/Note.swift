// Written for Apple's frameworks and left unchanged: `import SwiftUI` brings Foundation.
import SwiftUI

/// A note, as an app on Apple's platforms keeps one: `Codable`, with Foundation's types.
struct Note: Identifiable, Codable, Equatable {
  var id = UUID()
  var title: String
  var created: Date
  var isPinned = false

  /// The day the note was written, the same in every locale and time zone.
  var day: String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: created)
  }

  static let samples = [
    Note(
      title: "Buy oat milk", created: Date(timeIntervalSince1970: 1_700_000_000), isPinned: true),
    Note(title: "Réunion à 14 h", created: Date(timeIntervalSince1970: 1_700_086_400)),
    Note(title: "日本語のメモ", created: Date(timeIntervalSince1970: 1_700_172_800)),
  ]
}
