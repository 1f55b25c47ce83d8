// This file imports TrellisUI and nothing else that brings Foundation: every Foundation name
// below resolves through TrellisUI's re-export, as it does through `import SwiftUI` on Apple's
// platforms. (Imports are per file; the other files of this target do not help.)
import Testing
import TrellisUI

@MainActor
@Suite struct ExportsTests {
  private struct Entry: Codable, Equatable {
    var id: UUID
    var when: Date
    var width: CGFloat
  }

  @Test func foundationsValueTypesComeWithTrellisUI() throws {
    let entry = Entry(id: UUID(), when: Date(timeIntervalSince1970: 86_400), width: 12.5)
    let data = try JSONEncoder().encode(entry)
    #expect(try JSONDecoder().decode(Entry.self, from: data) == entry)
    #expect(Locale(identifier: "fr_FR").identifier == "fr_FR")
    #expect(URL(string: "https://example.com/notes?id=7")?.query == "id=7")
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    #expect(formatter.string(from: entry.when) == "1970-01-02")
  }

  @Test func userDefaultsAndTimerComeWithTrellisUI() throws {
    let suite = "org.trellis.ExportsTests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set(42, forKey: "answer")
    #expect(defaults.integer(forKey: "answer") == 42)

    nonisolated(unsafe) var fired = 0  // fire() calls the block on this thread, at once
    let timer = Timer(timeInterval: 1000, repeats: false) { _ in fired += 1 }
    timer.fire()
    #expect(fired == 1)
    // Combine's publisher on Foundation's Timer, through the same import.
    let publisher: Timer.TimerPublisher = Timer.publish(every: 1, on: .main, in: .common)
    #expect(publisher.interval == 1)
  }
}
