import Synchronization
import Testing
import TrellisTesting
import TrellisUI

/// How many times a default was made: `@Entry`'s default is evaluated on each unset read.
private let defaultsMade = Atomic<Int>(0)

private func madeDefault() -> String {
  "made \(defaultsMade.add(1, ordering: .relaxed).newValue)"
}

private struct Spacing: Equatable, Sendable {
  var points: Double
  static let regular = Spacing(points: 8)
}

extension EnvironmentValues {
  @Entry fileprivate var entryAccent: String = "blue"
  @Entry fileprivate var entryCount = 3
  @Entry fileprivate var entryRatio = 0.5
  @Entry fileprivate var entryFlag = true
  @Entry fileprivate var entryNote: String?
  @Entry fileprivate var entrySpacing = Spacing.regular
  @Entry fileprivate var entryFresh: String = madeDefault()
  @Entry fileprivate var `default`: Int = 7
}

private struct EntryReader: View {
  @Environment(\.entryAccent) var accent
  @Environment(\.entryNote) var note
  var body: some View {
    Text("accent \(accent)")
    Text("note \(note ?? "none")")
  }
}

private struct EntryRoot: View {
  @State var accent = "rouge"
  var body: some View {
    VStack {
      EntryReader()
      Button("Change") { accent = "緑" }
    }
    .environment(\.entryAccent, accent)
  }
}

@MainActor
@Suite struct EntryTests {
  @Test func theInitialValueIsTheDefaultWithTheTypeWrittenOrALiterals() {
    let values = EnvironmentValues()
    #expect(values.entryAccent == "blue")
    #expect(values.entryCount == 3)
    #expect(values.entryRatio == 0.5)
    #expect(values.entryFlag == true)
    #expect(values.entryNote == nil)
    #expect(values.entrySpacing == .regular)
    #expect(values.default == 7)
    // The literals' types are Swift's: these compile only as Int, Double and Bool.
    let typed: (Int, Double, Bool) = (values.entryCount, values.entryRatio, values.entryFlag)
    #expect(typed == (3, 0.5, true))
  }

  @Test func aValueSetIsReadBackAndEachEntryHasItsOwnKey() {
    var values = EnvironmentValues()
    values.entryAccent = "teal"
    values.entryNote = "hi"
    values.entryCount = 9
    #expect(values.entryAccent == "teal")
    #expect(values.entryNote == "hi")
    #expect(values.entryCount == 9)
    #expect(values.entryRatio == 0.5)
    #expect(EnvironmentValues().entryAccent == "blue")
  }

  @Test func aTypedDefaultIsEvaluatedOnEachUnsetRead() {
    let values = EnvironmentValues()
    let first = values.entryFresh
    let second = values.entryFresh
    #expect(first != second)
    var set = values
    set.entryFresh = "mine"
    let before = defaultsMade.load(ordering: .relaxed)
    #expect(set.entryFresh == "mine")
    #expect(defaultsMade.load(ordering: .relaxed) == before)
  }

  @Test func viewsReadEntriesAndUpdateWhenAnAncestorChangesThem() throws {
    let host = ViewHost(EntryRoot())
    #expect(host.contains(text: "accent rouge"))
    #expect(host.contains(text: "note none"))
    try host.button("Change").tap()
    host.update()
    #expect(host.contains(text: "accent 緑"))
    #expect(ViewHost(EntryReader()).contains(text: "accent blue"))
  }
}
