import Combine
import SwiftUI

/// Keeps the notes and saves them as JSON in `UserDefaults`, as many sample apps do.
final class NotesStore: ObservableObject {
  @Published private(set) var notes: [Note]
  /// Fires once a minute while subscribed; the list shows how old the notes are by it.
  let minuteTicks = Timer.publish(every: 60, on: .main, in: .common)

  private let defaults: UserDefaults
  private static let key = "notes"

  /// A store with the notes saved in `defaults`, or with `notes` when there are none saved.
  init(defaults: UserDefaults = .standard, notes: [Note] = []) {
    self.defaults = defaults
    if let data = defaults.data(forKey: Self.key),
      let saved = try? JSONDecoder().decode([Note].self, from: data)
    {
      self.notes = saved
    } else {
      self.notes = notes
    }
  }

  var pinned: [Note] { notes.filter(\.isPinned) }

  func add(_ title: String, at date: Date = Date()) {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    notes.append(Note(title: trimmed, created: date))
    save()
  }

  func togglePin(_ note: Note) {
    guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
    notes[index].isPinned.toggle()
    save()
  }

  private func save() {
    if let data = try? JSONEncoder().encode(notes) {
      defaults.set(data, forKey: Self.key)
    }
  }
}
