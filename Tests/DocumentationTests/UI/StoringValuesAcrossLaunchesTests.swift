import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Storing values across launches", one test each.
@MainActor
@Suite struct StoringValuesAcrossLaunchesTests {
  typealias Example = StoringValues

  /// A suite of the test's own, removed afterwards.
  final class Suite {
    let name = "org.trellis.docs.\(UUID().uuidString)"
    lazy var defaults = UserDefaults(suiteName: name)!
    deinit { defaults.removePersistentDomain(forName: name) }
  }

  @Test func aValueSetIsStoredAndReadBackByTheNextWindow() async throws {
    let suite = Suite()
    let store = suite.defaults
    let host = ViewHost(Example.Window().defaultAppStorage(store))
    try host.textField("Name").type("Zoë")
    try host.button("Units: metric").tap()
    await host.nextUpdate()
    #expect(store.string(forKey: "name") == "Zoë")
    #expect(store.string(forKey: "units") == "imperial")

    let next = ViewHost(Example.Window().defaultAppStorage(store))
    #expect(next.contains(text: "Hello, Zoë!"))
    #expect(next.contains(text: "Units: imperial"))
  }

  @Test func anotherViewShowingTheKeyUpdatesWhenOneWritesIt() async throws {
    let suite = Suite()
    let host = ViewHost(Example.Window().defaultAppStorage(suite.defaults))
    #expect(host.contains(text: "Hello!"))
    try host.textField("Name").type("李")
    await host.nextUpdate()
    #expect(host.contains(text: "Hello, 李!"))
    // Removing the store's values (which Foundation announces) reaches the views too.
    suite.defaults.removePersistentDomain(forName: suite.name)
    await host.nextUpdate()
    #expect(host.contains(text: "Hello!"))
  }

  @Test func aWriteThroughAnAppStorageOutsideOfAViewUpdatesTheViews() async {
    let suite = Suite()
    let host = ViewHost(Example.Greeting().defaultAppStorage(suite.defaults))
    #expect(host.contains(text: "Hello!"))
    AppStorage(wrappedValue: "", "name", store: suite.defaults).wrappedValue = "Ana"
    await host.nextUpdate()
    #expect(host.contains(text: "Hello, Ana!"))
  }

  @Test func anOptionalReadsNilUntilSetAndAURLIsKept() async {
    let suite = Suite()
    let empty = ViewHost(Example.PreferencesView().defaultAppStorage(suite.defaults))
    #expect(empty.contains(text: "Nothing opened yet"))
    suite.defaults.set(URL(fileURLWithPath: "/tmp/notes.txt"), forKey: "lastOpened")
    let opened = ViewHost(Example.PreferencesView().defaultAppStorage(suite.defaults))
    #expect(opened.contains(text: "notes.txt"))
  }

  @Test func aValueOfAnotherTypeReadsAsTheDefault() {
    let suite = Suite()
    suite.defaults.set(42, forKey: "name")
    suite.defaults.set("kelvin", forKey: "units")
    let host = ViewHost(Example.Window().defaultAppStorage(suite.defaults))
    #expect(host.contains(text: "Hello!"))
    #expect(host.contains(text: "Units: metric"))
  }

  @Test func aPropertyNamingAStoreUsesItWhateverTheEnvironmentSays() async throws {
    let other = Suite()
    let editor = try #require(Example.EditorSettings.editor)
    // The store is a named one that outlives the process: start from the default even if an
    // earlier run was killed before it removed its value.
    editor.removeObject(forKey: "fontSize")
    defer { editor.removeObject(forKey: "fontSize") }
    let host = ViewHost(Example.EditorSettings().defaultAppStorage(other.defaults))
    try #require(host.elements.first { $0.kind == .stepper }).increment()
    await host.nextUpdate()
    #expect(editor.double(forKey: "fontSize") == 13)
    #expect(other.defaults.object(forKey: "fontSize") == nil)
  }

  @Test func aDraftIsTheWindowsAndTheScenesNextWindowTakesItUp() async throws {
    let first = ViewHost(Example.DraftView())
    try first.textField("Draft").type("Half a thought")
    await first.nextUpdate()
    let beside = ViewHost(Example.DraftView())
    #expect(try beside.textField("Draft").value == "")
    beside.close()
    first.close()
    let reopened = ViewHost(Example.DraftView())
    defer { reopened.close() }
    #expect(try reopened.textField("Draft").value == "Half a thought")
  }

  @Test func aScaledMetricFollowsTheTextSizeOfTheEnvironment() async throws {
    let host = ViewHost(Example.BadgePreview())
    // The terminal's cells are 8 points wide and 16 high: the 12-point dot takes two columns
    // and one row.
    let dot = try #require(host.shapes.first { $0.fill == .blue })
    #expect(dot.frame.size == CGSize(width: 16, height: 16))
    try host.button("Larger text").tap()
    await host.nextUpdate()
    // A caption is 12 points at the default size and 32 at the third accessibility size, so
    // the dot is 32 points: four columns and two rows.
    let larger = try #require(host.shapes.first { $0.fill == .blue })
    #expect(larger.frame.size == CGSize(width: 32, height: 32))
    #expect(host.contains(text: "3 unread · 未読 · अपठित"))
  }
}
