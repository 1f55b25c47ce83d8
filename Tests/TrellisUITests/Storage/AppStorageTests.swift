import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite struct AppStorageTests {
  enum Theme: String { case system, paper, night }
  enum Level: Int {
    case low = 1
    case high = 2
  }

  struct Settings: View {
    let store: UserDefaults
    @AppStorage var name: String
    @AppStorage var volume: Double
    @AppStorage var count: Int
    @AppStorage var isOn: Bool
    @AppStorage var theme: Theme
    @AppStorage var level: Level
    @AppStorage var homepage: URL
    @AppStorage var token: Data
    @AppStorage var nickname: String?
    @AppStorage var lastTheme: Theme?

    init(store: UserDefaults) {
      self.store = store
      _name = AppStorage(wrappedValue: "Anonymous", "name", store: store)
      _volume = AppStorage(wrappedValue: 0.5, "volume", store: store)
      _count = AppStorage(wrappedValue: 0, "count", store: store)
      _isOn = AppStorage(wrappedValue: false, "isOn", store: store)
      _theme = AppStorage(wrappedValue: .system, "theme", store: store)
      _level = AppStorage(wrappedValue: .low, "level", store: store)
      _homepage = AppStorage(
        wrappedValue: URL(string: "https://example.org")!, "homepage", store: store)
      _token = AppStorage(wrappedValue: Data(), "token", store: store)
      _nickname = AppStorage("nickname", store: store)
      _lastTheme = AppStorage("lastTheme", store: store)
    }

    var body: some View {
      VStack(alignment: .leading) {
        Text("name \(name)")
        Text("volume \(volume) count \(count) on \(isOn)")
        Text("theme \(theme.rawValue) level \(level.rawValue)")
        Text("home \(homepage.absoluteString) token \(token.count)")
        Text("nick \(nickname ?? "none") last \(lastTheme?.rawValue ?? "none")")
        Toggle("On", isOn: $isOn)
        Button("Change") {
          name = "Ada 🧮 लवलेस"
          volume = 0.8
          count += 1
          theme = .night
          level = .high
          homepage = URL(string: "https://example.org/ada?x=1")!
          token = Data([1, 2, 3])
          nickname = "ada"
          lastTheme = .paper
        }
        Button("Clear") {
          nickname = nil
          lastTheme = nil
        }
      }
    }
  }

  @Test func eachTypeReadsItsDefaultThenStoresWhatIsSet() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let host = ViewHost(Settings(store: suite.defaults), width: 60, height: 10)
    #expect(host.contains(text: "name Anonymous"))
    #expect(host.contains(text: "volume 0.500000 count 0 on false"))
    #expect(host.contains(text: "nick none last none"))
    #expect(suite.defaults.object(forKey: "name") == nil)

    try host.button("Change").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "name Ada 🧮 लवलेस"))
    #expect(host.contains(text: "volume 0.800000 count 1 on false"))
    #expect(host.contains(text: "theme night level 2"))
    #expect(host.contains(text: "home https://example.org/ada?x=1 token 3"))
    #expect(host.contains(text: "nick ada last paper"))
    let defaults = suite.defaults
    #expect(defaults.string(forKey: "name") == "Ada 🧮 लवलेस")
    #expect(defaults.double(forKey: "volume") == 0.8)
    #expect(defaults.integer(forKey: "count") == 1)
    #expect(defaults.string(forKey: "theme") == "night")
    #expect(defaults.integer(forKey: "level") == 2)
    // A URL is kept as its string: Foundation on Linux cannot keep URLs in defaults.
    #expect(defaults.string(forKey: "homepage") == "https://example.org/ada?x=1")
    #expect(defaults.data(forKey: "token") == Data([1, 2, 3]))

    try host.button("Clear").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "nick none last none"))
    #expect(defaults.object(forKey: "nickname") == nil)
    #expect(defaults.object(forKey: "lastTheme") == nil)
  }

  @Test func aBindingWritesTheStoreAndTheViewUpdates() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let host = ViewHost(Settings(store: suite.defaults), width: 60, height: 10)
    try host.toggle("On").tap()
    await host.nextUpdate()
    #expect(suite.defaults.bool(forKey: "isOn"))
    #expect(host.contains(text: "volume 0.500000 count 0 on true"))
    #expect(try host.toggle("On").isOn == true)
  }

  struct Reader: View {
    @AppStorage var greeting: String
    init(store: UserDefaults) {
      _greeting = AppStorage(wrappedValue: "hello", "greeting", store: store)
    }
    var body: some View { Text("Reader: \(greeting)") }
  }

  struct Writer: View {
    @AppStorage var greeting: String
    init(store: UserDefaults) {
      _greeting = AppStorage(wrappedValue: "hello", "greeting", store: store)
    }
    var body: some View { Button("Write") { greeting = "こんにちは" } }
  }

  struct Unrelated: View {
    @AppStorage var other: Int
    init(store: UserDefaults) { _other = AppStorage(wrappedValue: 0, "other", store: store) }
    var body: some View { Text("Other: \(other)") }
  }

  @Test func aViewShowingAKeyUpdatesWhenAnotherViewWritesIt() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    struct Both: View {
      let store: UserDefaults
      var body: some View {
        VStack {
          Reader(store: store)
          Writer(store: store)
          Unrelated(store: store)
        }
      }
    }
    let host = ViewHost(Both(store: suite.defaults), width: 40, height: 5)
    let readerEvaluations = host.bodyEvaluations(of: Reader.self)
    let unrelatedEvaluations = host.bodyEvaluations(of: Unrelated.self)
    try host.button("Write").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Reader: こんにちは"))
    #expect(host.bodyEvaluations(of: Reader.self) == readerEvaluations + 1)
    #expect(host.bodyEvaluations(of: Unrelated.self) == unrelatedEvaluations)
  }

  @Test func twoWindowsOfTheSameStoreSeeEachOthersWrites() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let reader = ViewHost(Reader(store: suite.defaults), width: 40, height: 3)
    let writer = ViewHost(Writer(store: suite.defaults), width: 40, height: 3)
    try writer.button("Write").tap()
    await reader.nextUpdate()
    #expect(reader.contains(text: "Reader: こんにちは"))
  }

  @Test func writesFromAnotherThreadUpdateTheViewOnTheMainActor() async {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let host = ViewHost(Reader(store: suite.defaults), width: 40, height: 3)
    let storage = AppStorage(wrappedValue: "hello", "greeting", store: suite.defaults)
    let box = UncheckedBox(storage)
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        box.value.wrappedValue = "from afar"
        continuation.resume()
      }
    }
    await host.nextUpdate()
    await host.nextUpdate()
    #expect(host.contains(text: "Reader: from afar"))
  }

  @Test func theEnvironmentsStoreIsUsedWhenNoneIsGiven() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    struct Plain: View {
      @AppStorage("envKey") private var value = "default"
      var body: some View {
        VStack {
          Text("Value: \(value)")
          Button("Set") { value = "in the suite" }
        }
      }
    }
    let host = ViewHost(Plain().defaultAppStorage(suite.defaults), width: 40, height: 3)
    try host.button("Set").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Value: in the suite"))
    #expect(suite.defaults.string(forKey: "envKey") == "in the suite")
    #expect(UserDefaults.standard.object(forKey: "envKey") == nil)
  }

  @Test func aStoredValueOfAnotherTypeReadsAsTheDefaultWithOneWarning() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    suite.defaults.set("not a number", forKey: "count")
    suite.defaults.set("sepia", forKey: "theme")
    suite.defaults.set(7, forKey: "level")
    suite.defaults.set(Data([9]), forKey: "name")
    let host = ViewHost(Settings(store: suite.defaults), width: 60, height: 10)
    #expect(host.contains(text: "volume 0.500000 count 0 on false"))
    #expect(host.contains(text: "theme system level 1"))
    #expect(host.contains(text: "name Anonymous"))
    let warnings = _RuntimeWarnings.log.all.filter { $0.contains("AppStorage(\"count\")") }
    #expect(warnings.first?.contains("cannot be read as Int") == true)
    #expect(_RuntimeWarnings.log.all.contains { $0.contains("AppStorage(\"theme\")") })
    // The stored value stays until a new one is written, which then reads back.
    #expect(suite.defaults.string(forKey: "count") == "not a number")
    try host.button("Change").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "theme night level 2"))
    #expect(host.contains(text: "volume 0.800000 count 1 on false"))
  }

  @Test func numbersAndBooleansStoredAsTheirNeighboursTypesAreRead() {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    suite.defaults.set(3, forKey: "volume")
    suite.defaults.set(1, forKey: "isOn")
    suite.defaults.set(2.9, forKey: "count")
    let host = ViewHost(Settings(store: suite.defaults), width: 60, height: 10)
    #expect(host.contains(text: "volume 3.000000 count 2 on true"))
  }

  @Test func writesReachTheSuitesFileWithoutSynchronize() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let host = ViewHost(Settings(store: suite.defaults), width: 60, height: 10)
    try host.button("Change").tap()
    await host.nextUpdate()
    suite.waitForFlush()
    let contents = try #require(suite.fileContents)
    #expect(contents["name"] as? String == "Ada 🧮 लवलेस")
    #expect(contents["count"] as? Int == 1)
    #expect(contents["homepage"] as? String == "https://example.org/ada?x=1")
  }

  @Test func aCorruptDefaultsFileIsReportedOnceMovedAsideAndReplaced() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let directory = (suite.path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let garbage = Data("<plist><dict><key>name</key><string>half writ".utf8)
    try garbage.write(to: URL(fileURLWithPath: suite.path))

    let host = ViewHost(Settings(store: suite.defaults), width: 60, height: 10)
    #expect(host.contains(text: "name Anonymous"))
    let reports = _RuntimeWarnings.log.all.filter { $0.contains(suite.path) }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("could not be read") == true)
    // What was there is kept beside it.
    #expect(FileManager.default.contents(atPath: suite.path + ".corrupt") == garbage)

    // A second view of the same store does not report it again.
    _ = ViewHost(Settings(store: suite.defaults), width: 60, height: 10)
    #expect(_RuntimeWarnings.log.all.filter { $0.contains(suite.path) }.count == 1)

    try host.button("Change").tap()
    await host.nextUpdate()
    suite.waitForFlush()
    #expect(suite.fileContents?["name"] as? String == "Ada 🧮 लवलेस")
  }

  @Test func theStandardStoresFileIsNamedAfterTheProgram() {
    let path = _DefaultsFile.path(of: .standard)
    let name = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    #expect(path?.hasSuffix("/" + name + ".plist") == true)
  }
}

/// Carries a value to another thread in a test.
final class UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
