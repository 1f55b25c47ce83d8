import Foundation

/// One note: its title and text, when it last changed, and an optional reminder.
struct Note: Identifiable, Hashable, Codable, Sendable {
  let id: Int
  var title: String
  var body: String
  var modified: Date
  var reminder: Date?
}

/// The orders the sidebar can list the notes in.
enum NoteOrder: String, CaseIterable, Identifiable, Sendable {
  case modified = "Date Modified"
  case title = "Title"

  var id: Self { self }

  /// `notes` in this order: the latest change first, or by title as people read them.
  func sorted(_ notes: [Note]) -> [Note] {
    switch self {
    case .modified:
      return notes.sorted { ($0.modified, $1.id) > ($1.modified, $0.id) }
    case .title:
      return notes.sorted {
        let order = $0.title.localizedCaseInsensitiveCompare($1.title)
        return order == .orderedSame ? $0.id < $1.id : order == .orderedAscending
      }
    }
  }
}

extension Note {
  /// Whether the title or the text contains `query`, ignoring case and accents; every
  /// note matches a blank query.
  func matches(_ query: String) -> Bool {
    let query = query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return true }
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    return title.range(of: query, options: options) != nil
      || body.range(of: query, options: options) != nil
  }

  /// The first line of the text, for the sidebar.
  var summary: String {
    body.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
  }

  /// Notes in several scripts, as a first launch shows them.
  static let samples: [Note] = {
    let day: TimeInterval = 86_400
    // 1 December 2026, 09:00 UTC.
    let start = Date(timeIntervalSince1970: 1_796_115_600)
    return [
      Note(
        id: 1, title: "Groceries", body: "Milk, eggs, bread\nCoffee beans",
        modified: start + 4 * day),
      Note(
        id: 2, title: "क्षमा और धन्यवाद", body: "संयुक्ताक्षर: क्ष त्र ज्ञ श्र",
        modified: start + 2 * day),
      Note(
        id: 3, title: "会議メモ", body: "来週の会議は東京で。\n资料准备好",
        modified: start + 3 * day),
      Note(
        id: 4, title: "👩🏽‍💻 Side project", body: "Ship the 🏳️‍🌈 sticker and 👨‍👩‍👧 page",
        modified: start + 1 * day, reminder: start + 7 * day),
      Note(
        id: 5, title: "Books to read", body: "Middlemarch\nThe Dispossessed",
        modified: start),
    ]
  }()
}
